export default function ServiceAgreementRoute() {
  return <p>Service Agreement</p>;
}
