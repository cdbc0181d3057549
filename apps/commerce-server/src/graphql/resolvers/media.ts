import type { Resolvers } from '../../generated/resolvers-types';
import type { MediaItem } from '../../model/models';
import { ART_SIZE } from '../../seed/svg-art';
import type { GraphQLContext } from '../context';
import { globalId, ID_TYPES } from './ids';
import { nodeFlags } from './node-flags';

const urlOf = (media: MediaItem, { origin }: GraphQLContext) => `${origin}${media.path}`;

/**
 * Resolvers of images. The shop's images are SVG drawings, one file that scales to any size: a
 * size asked for (`sourceUrl(size: THUMBNAIL)`) is answered by the same URL, where WordPress
 * would answer a smaller copy, and the source set holds that one file at its drawn width.
 */
export const mediaResolvers: Resolvers = {
  MediaItem: {
    ...nodeFlags('content'),
    id: (media) => globalId(ID_TYPES.post, media.databaseId),
    databaseId: (media) => media.databaseId,
    altText: (media) => media.altText,
    title: (media) => media.title,
    filePath: (media) => media.path,
    uri: (media) => media.path,
    sourceUrl: (media, _args, ctx) => urlOf(media, ctx),
    mediaItemUrl: (media, _args, ctx) => urlOf(media, ctx),
    srcSet: (media, _args, ctx) => `${urlOf(media, ctx)} ${ART_SIZE}w`,
    sizes: () => `(max-width: ${ART_SIZE}px) 100vw, ${ART_SIZE}px`,
    mediaDetails: (media) => ({ file: media.path, width: ART_SIZE, height: ART_SIZE }),
    contentTypeName: () => 'attachment',
  },
};
