import { Link } from 'react-router-dom';

/** Placeholder until accounts land. */
export default function LoginPage() {
  return (
    <main style={{ padding: '2rem' }}>
      <h1>ورود - ثبت نام</h1>
      <Link to="/">بازگشت به صفحه اصلی</Link>
    </main>
  );
}
