export default function HomePage() {
  return (
    <main id="main-content">
      <h1>Octaacer</h1>
    </main>
  );
}
