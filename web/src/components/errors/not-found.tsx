import { ShellButton } from '@/components/ui/shell-button.tsx';
import { paths } from '@/config/paths.ts';

/** The not-found page inside the shop's frame (status-panel.css): it loads with the shell, without MUI. */
export function NotFound() {
  return (
    <div className="status-panel">
      <title>Sayfa bulunamadı — Çarşı</title>
      <meta name="robots" content="noindex, follow" />
      <p className="status-panel__code" aria-hidden>
        404
      </p>
      <h1 className="status-panel__title">Aradığınız sayfa bulunamadı</h1>
      <p className="status-panel__message">Sayfa kaldırılmış, adı değişmiş ya da geçici olarak kullanılamıyor olabilir.</p>
      <ShellButton to={paths.home.getHref()} variant="contained">
        Ana sayfaya dön
      </ShellButton>
    </div>
  );
}
