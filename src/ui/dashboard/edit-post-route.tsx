import { lazy } from 'react';
import { useParams } from 'react-router-dom';

const EditPostTab = lazy(() => import('../features/admin/edit-post-tab'));

/** /dashboard/updatePost/:postId, the role-guarded child route of the dashboard. */
export default function EditPostRoute() {
  const { postId = '' } = useParams();
  return <EditPostTab postId={postId} />;
}
