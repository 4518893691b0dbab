import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import type { LiveImage } from '@carsi/sdk/live';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint.ts';
import { formatNumber } from '@/utils/format.ts';
import { attachStream, type StreamFailure } from '../utils/attach-stream.ts';

/** No progress for this long while it should be playing, and the stream counts as stalled. */
export const STALL_MS = 20_000;
const WATCH_EVERY_MS = 2000;

type Failure = StreamFailure | 'stalled';

export const failureMessages: Record<Failure, string> = {
  network: 'Canlı yayına bağlanılamadı. İnternet bağlantınızı kontrol edip yeniden deneyin.',
  stalled: 'Canlı yayın durdu. Yeniden bağlanmayı deneyebilirsiniz.',
  media: 'Yayın görüntüsü oynatılamadı. Yeniden bağlanmayı deneyebilirsiniz.',
  other: 'Canlı yayın şu anda oynatılamıyor. Lütfen biraz sonra yeniden deneyin.',
  unsupported: 'Tarayıcınız bu canlı yayını oynatamıyor. Güncel bir tarayıcıyla açmayı deneyin.',
};

/** The dark of the theme's text, behind the picture and under messages (white on it passes AA). */
const SHADE = 'rgba(28, 27, 31, 0.82)';
/** A keyboard user sees where they are on any picture. */
const FOCUS_RING = { '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 2 } };

const pulse = keyframes`50% { opacity: 0.35; }`;

const Video = styled('video')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  display: 'block',
  backgroundColor: 'transparent',
});

/** The 16:9 box every state of the broadcast's picture fills: its height is known before anything loads. */
export function MediaFrame({ cover, children }: { cover: LiveImage; children?: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: '#1c1b1f' }}>
      <Box
        component="img"
        src={cover.url}
        alt={cover.alt}
        width={cover.width}
        height={cover.height}
        fetchPriority="high"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {children}
    </Box>
  );
}

/** A note over the picture (scheduled, ended, failed): white on the dark shade, centred. */
export function FrameMessage({ children, role }: { children: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Box
      role={role}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'rgba(28, 27, 31, 0.45)',
      }}
    >
      <Box sx={{ bgcolor: SHADE, color: '#fff', borderRadius: 2, px: { xs: 2, sm: 3 }, py: { xs: 1.5, sm: 2 }, maxWidth: 440, textAlign: 'center' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The red "CANLI" mark with a beating dot (still for visitors who asked for less motion). */
export function LiveBadge({ viewerCount }: { viewerCount?: number }) {
  return (
    <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.75, alignItems: 'center', pointerEvents: 'none' }}>
      <Box
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          bgcolor: 'primary.main',
          color: '#fff',
          borderRadius: 1,
          px: 1,
          py: 0.25,
          fontWeight: 700,
          fontSize: 13,
          letterSpacing: 0.6,
          // Stands out on a red or busy picture as well.
          boxShadow: '0 0 0 1px rgba(255, 255, 255, 0.8), 0 1px 4px rgba(0, 0, 0, 0.4)',
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: '#fff',
            animation: `${pulse} 1.6s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        CANLI
      </Box>
      {viewerCount !== undefined && (
        // The count is read out beside the title (viewer-count); here it is for the eye only.
        <Box
          aria-hidden
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, bgcolor: SHADE, color: '#fff', borderRadius: 1, px: 1, py: 0.25, fontSize: 13 }}
        >
          <VisibilityOutlined sx={{ fontSize: 16 }} />
          {formatNumber(viewerCount)}
        </Box>
      )}
    </Box>
  );
}

interface LivePlayerProps {
  streamUrl: string;
  cover: LiveImage;
  title: string;
  viewerCount: number;
}

/**
 * The video of a LIVE broadcast. On the server, and until the page's first paint, it is the cover (the
 * page's largest picture) with the CANLI mark; then the <video> is attached over it with the cover as
 * its poster, muted (browsers let only muted video start by itself) with a "Sesi aç" button, and the
 * stream is started (attach-stream.ts: the browser's own HLS or hls.js, loaded only now). When the
 * stream fails or stops moving, the cover stays with a Turkish message and a way to reconnect.
 */
export function LivePlayer({ streamUrl, cover, title, viewerCount }: LivePlayerProps) {
  const attached = useAfterFirstPaint();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [ended, setEnded] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [muted, setMuted] = useState(true);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!attached || !video) return undefined;
    let lastTime = video.currentTime;
    let lastProgress = Date.now();
    let done = false;
    // Stops everything this attempt started, once: at a failure or when the player goes away (both come
    // after `watchdog` and `detach` below are set: attachStream never reports synchronously).
    const teardown = (): void => {
      if (done) return;
      done = true;
      clearInterval(watchdog);
      for (const [name, listener] of Object.entries(listeners)) video.removeEventListener(name, listener);
      detach();
    };
    const fail = (reason: Failure): void => {
      if (done) return;
      teardown();
      setFailure(reason);
    };
    const listeners: Partial<Record<keyof HTMLMediaElementEventMap, () => void>> = {
      playing: () => {
        setPlaying(true);
        setBuffering(false);
        setBlocked(false);
      },
      waiting: () => setBuffering(true),
      timeupdate: () => {
        if (video.currentTime === lastTime) return;
        lastTime = video.currentTime;
        lastProgress = Date.now();
        setBuffering(false);
      },
      ended: () => {
        teardown();
        setEnded(true);
      },
      volumechange: () => setMuted(video.muted),
    };
    for (const [name, listener] of Object.entries(listeners)) video.addEventListener(name, listener);
    const detach = attachStream(video, streamUrl, { onFailure: fail, onAutoplayBlocked: () => setBlocked(true) });
    // hls.js retries what it can; a stream that neither fails nor moves must not leave a frozen box.
    const watchdog = setInterval(() => {
      if (video.paused || video.ended) lastProgress = Date.now();
      else if (Date.now() - lastProgress > STALL_MS) fail('stalled');
    }, WATCH_EVERY_MS);
    return teardown;
  }, [attached, streamUrl, attempt]);

  const retry = (): void => {
    setFailure(null);
    setPlaying(false);
    setBuffering(false);
    setEnded(false);
    setBlocked(false);
    setAttempt((n) => n + 1);
  };
  const play = (): void => {
    void videoRef.current?.play().catch(() => undefined);
  };
  const unmute = (): void => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    if (video.volume === 0) video.volume = 1;
    if (video.paused) play();
  };

  const showVideo = attached && failure === null && !ended;
  const loading = showVideo && !blocked && (!playing || buffering);
  return (
    <MediaFrame cover={cover}>
      {showVideo && (
        <Video
          ref={videoRef}
          poster={cover.url}
          muted={muted}
          playsInline
          controls
          preload="auto"
          aria-label={`Canlı yayın: ${title}`}
        />
      )}
      <LiveBadge viewerCount={viewerCount} />
      {showVideo && muted && !blocked && (
        <Button
          variant="contained"
          size="small"
          startIcon={<VolumeOffRounded />}
          onClick={unmute}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: SHADE, color: '#fff', '&:hover': { bgcolor: '#1c1b1f' }, ...FOCUS_RING }}
        >
          Sesi aç
        </Button>
      )}
      {loading && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}>
          <CircularProgress aria-hidden sx={{ color: '#fff' }} />
          <span role="status" className="sr-only">
            Canlı yayın yükleniyor
          </span>
        </Box>
      )}
      {showVideo && blocked && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}>
          <Button variant="contained" size="large" startIcon={<PlayArrowRounded />} onClick={play} sx={{ pointerEvents: 'auto', ...FOCUS_RING }}>
            Yayını başlat
          </Button>
        </Box>
      )}
      {ended && (
        <FrameMessage role="status">
          <Typography sx={{ fontWeight: 600 }}>Yayın sona erdi.</Typography>
        </FrameMessage>
      )}
      {failure !== null && (
        <FrameMessage role="alert">
          <Typography variant="body2" sx={{ mb: failure === 'unsupported' ? 0 : 1.5 }}>
            {failureMessages[failure]}
          </Typography>
          {failure !== 'unsupported' && (
            <Button variant="contained" size="small" startIcon={<ReplayRounded />} onClick={retry} sx={FOCUS_RING}>
              Yayına yeniden bağlan
            </Button>
          )}
        </FrameMessage>
      )}
    </MediaFrame>
  );
}
