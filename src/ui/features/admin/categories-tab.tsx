/** Placeholder until its capability lands. */
export default function CategoriesTab() {
  return <h2>دسته بندی ها</h2>;
}
