/** Placeholder until admin content lands. */
export default function EditPostTab({ postId }: { postId: string }) {
  return <h2 data-post-id={postId}>ویرایش مقاله</h2>;
}
