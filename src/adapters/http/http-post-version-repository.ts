import { postVersionsApi } from '../../core/contracts/api/post-versions-api';
import { urlOf, type AnswerOf } from '../../core/contracts/endpoint';
import { ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER } from '../../core/domain/admin-content-messages';
import type { PostVersionRepository } from '../../core/ports/blog/post-version-repository';
import type { ApiClient } from './api-client';
import { requestFailureFrom } from './request-failure-from';

/** An article's versions over the API. */
export class HttpPostVersionRepository implements PostVersionRepository {
  constructor(private readonly http: ApiClient) {}

  private async call<T>(request: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await request()).data;
    } catch (error) {
      throw requestFailureFrom(error, ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER);
    }
  }

  async list(postId: string) {
    return (
      await this.call(() =>
        this.http.get<AnswerOf<typeof postVersionsApi.listPostVersions>>(urlOf(postVersionsApi.listPostVersions, { postId })),
      )
    ).versions;
  }

  compare(postId: string, from: string, to: string) {
    return this.call(() =>
      this.http.get<AnswerOf<typeof postVersionsApi.comparePostVersions>>(urlOf(postVersionsApi.comparePostVersions, { postId }), {
        params: { from, to },
      }),
    );
  }

  restore(postId: string, versionId: string) {
    return this.call(() =>
      this.http.post<AnswerOf<typeof postVersionsApi.restorePostVersion>>(urlOf(postVersionsApi.restorePostVersion, { postId, versionId })),
    );
  }
}
