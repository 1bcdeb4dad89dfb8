/** Placeholder until its capability lands. */
export default function AddPostTab() {
  return <h2>افزودن مقاله</h2>;
}
