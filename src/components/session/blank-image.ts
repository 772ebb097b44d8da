// An empty 1×1 image for a dashboard's pre-rendered frame: the brand's logo and icon keep their
// boxes without a request for images the frame cannot know yet (the island fills them in).
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
