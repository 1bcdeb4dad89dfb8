/** Placeholder until its capability lands. */
export default function PostsTab() {
  return <h2>مقالات من</h2>;
}
