export default function LoginRoute() {
  return <p>Login</p>;
}
