import type { ContentContext } from './content-context';

/** The job runner's tick: every scheduled article whose time has come is published, once however many processes run it. */
export class PublishDuePosts {
  constructor(private readonly context: Pick<ContentContext, 'clock' | 'posts'>) {}

  execute(): Promise<number> {
    return this.context.posts.publishDue(this.context.clock.now());
  }
}
