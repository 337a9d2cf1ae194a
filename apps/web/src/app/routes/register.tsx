export default function RegisterRoute() {
  return <p>Register</p>;
}
