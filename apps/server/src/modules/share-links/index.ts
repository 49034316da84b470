/** The share-links module's public surface: its plugin. */
export { default as shareLinksModule } from './share-links.plugin';
