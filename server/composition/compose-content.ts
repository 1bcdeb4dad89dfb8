import type { AppDatabase } from '../db/database';
import type { ContentPorts } from '../modules/content';
import { KyselyPostStore } from '../modules/content/adapters/kysely-post-store';
import { KyselyPostReads } from '../modules/content/adapters/kysely-post-reads';
import { KyselyCategoryStore } from '../modules/content/adapters/kysely-category-store';
import { KyselyPostSlugs } from '../modules/content/adapters/kysely-post-slugs';
import { KyselyPostVersions } from '../modules/content/adapters/kysely-post-versions';
import { FileTypeImageKinds } from '../modules/content/adapters/file-type-image-kinds';

/** The content module's adapters: articles and categories on the database, images told by their bytes. */
export function composeContent(db: AppDatabase): ContentPorts {
  return {
    posts: new KyselyPostStore(db),
    postReads: new KyselyPostReads(db),
    categories: new KyselyCategoryStore(db),
    slugs: new KyselyPostSlugs(db),
    versions: new KyselyPostVersions(db),
    images: new FileTypeImageKinds(),
  };
}
