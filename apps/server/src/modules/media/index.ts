/** The media module's public surface: its plugin, its storage, and what modules that attach files use. */
export { default as mediaModule } from './media.plugin';
export { attachmentErrors, replacedMedia } from './attachments';
export { mediaPath, toMedia } from './media-links';
export { MediaStorage } from './media-storage';
export { MediaRepo } from './media.repo';
