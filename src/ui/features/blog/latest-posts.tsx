/** Placeholder until the blog lands: the newest articles on the home page. */
export default function LatestPosts() {
  return null;
}
