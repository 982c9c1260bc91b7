// Shared with the plan editor's video picker (features never import each other).
export { videoTitle } from '../../lib/video-title';
