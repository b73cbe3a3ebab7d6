/** The public face of this feature: what other features may import. */
export { DirectoryConnectionSection } from './components/directory-connection-section.tsx';
