/** Placeholder until its capability lands. */
export default function ProfileTab() {
  return <h2>پروفایل</h2>;
}
