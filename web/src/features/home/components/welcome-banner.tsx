/** The greeting at the top of the home page, shown until the content service's main banner takes over (welcome-banner.css). */
export function WelcomeBanner() {
  return (
    <section aria-labelledby="welcome-title" className="welcome-banner">
      <h1 id="welcome-title" className="welcome-banner__title">
        Aradığınız her şey Çarşı’da
      </h1>
      <p className="welcome-banner__text">Yeni ürünler, ikinci el fırsatlar, takas, canlı mezat ve el emeği ürünler tek hesapla.</p>
    </section>
  );
}
