export default function AuthActionRoute() {
  return <p>Auth action</p>;
}
