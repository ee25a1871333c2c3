import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { navEntriesFor } from '@scout/shared/domain';
import { can, type Principal } from '@scout/shared/permissions';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate, Outlet, useMatch, useNavigate, useNavigation } from 'react-router';
import { env } from '../../config/env';
import { currentHost, hostEnvironment, isNonProductionHost, isUpdateCheckEnabled, modeChipLabel } from '../../config/host';
import { paths } from '../../config/paths';
import { sessionPrincipal } from '../../features/auth/session-principal';
import { useSession } from '../../features/auth/session-store';
import { coachGreeting, type SessionUser } from '../../features/auth/session-user';
import { NotificationsStack } from '../../features/notifications/components/notifications-stack';
import { notify } from '../../features/notifications/notifications-store';
import { ReportHeaderCountdown } from '../../features/reports/components/report-header-countdown';
import { reportIdInPath } from '../../features/reports/report-path';
import { EnvironmentBanner } from '../../features/shell/components/environment-banner';
import { ModeChip } from '../../features/shell/components/mode-chip';
import { SideDrawer } from '../../features/shell/components/side-drawer';
import { TopBar } from '../../features/shell/components/top-bar';
import { UserMenu } from '../../features/shell/components/user-menu';
import type { ShellUser } from '../../features/shell/shell-user';
import { runningBuild } from '../../features/updates/build-info';
import { UPDATE_BANNER_HEIGHT, UpdateBanner } from '../../features/updates/components/update-banner';
import { UpdateCheckFailedDialog } from '../../features/updates/components/update-check-failed-dialog';
import { VersionChip } from '../../features/updates/components/version-chip';
import { useCheckForUpdates } from '../../features/updates/hooks/use-check-for-updates';
import { useUpdateCheck } from '../../features/updates/hooks/use-update-check';
import { shortCommit } from '../../features/updates/update-status';
import { useUpdatesStore } from '../../features/updates/update-store';
import { ENVIRONMENT_BANNER_HEIGHT, TOP_BAR_HEIGHT, TOP_BAR_RULE } from '../../theme/primitives';
import { endSession } from '../session-wiring';

/** Chrome that a printed page leaves out; the wrapper itself takes no place in the layout. */
const NO_PRINT = { display: 'contents', '@media print': { display: 'none' } } as const;

/** The version of the running build, for the chip: read once. */
const RUNNING_BUILD = runningBuild(env.commit);

const reloadPage = () => window.location.reload();

// Opened from the user menu now and then: its code loads when first opened.
const DownloadLogsDialog = lazy(() =>
  import('../../features/logs/components/download-logs-dialog').then((module) => ({ default: module.DownloadLogsDialog })),
);

function toShellUser(user: SessionUser, principal: Principal): ShellUser {
  return {
    greeting: coachGreeting(user),
    email: user.email,
    organizationName: user.organizationName,
    organizationId: user.organizationId,
    isInternal: can(principal, 'internal:access'),
  };
}

/** Top bar, side drawer, environment banner, mode chip and notifications around every protected page. */
export function MainLayout() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  // A page whose code is still loading: the current one stays, under a thin bar at the header's foot.
  const pageLoading = useNavigation().state === 'loading';
  const checkForUpdates = useCheckForUpdates(env.commit);
  const host = currentHost();
  const update = useUpdateCheck(env.commit, isUpdateCheckEnabled(host));
  const undismissUpdate = useUpdatesStore((s) => s.undismiss);
  const [checkFailed, setCheckFailed] = useState(false);
  // Any page of one report (its cards too) shows that report's countdown in the top bar.
  const reportMatch = useMatch({ path: paths.report.path, end: false });
  const headerReportId = reportIdInPath(reportMatch?.params.reportId);
  const [logsOpen, setLogsOpen] = useState(false);

  const principal = useMemo(() => (user ? sessionPrincipal(user) : null), [user]);
  const shellUser = useMemo(() => (user && principal ? toShellUser(user, principal) : null), [user, principal]);
  const entries = useMemo(() => (principal ? navEntriesFor(principal, { isDevHost: isNonProductionHost(host) }) : []), [principal, host]);
  if (!user || !shellUser) return <Navigate to={paths.login.getHref()} replace />;

  const onCheckForUpdates = async () => {
    const result = await checkForUpdates();
    if (result.status === 'unavailable') {
      setCheckFailed(true);
      return;
    }
    if (result.status === 'current') {
      notify({ severity: 'success', message: `You are running the latest version (${shortCommit(env.commit)}).` });
      return;
    }
    // The check filled the banner's query: show the banner, even for a build 'Later' put off.
    undismissUpdate();
  };

  const onLogout = () => {
    endSession('user');
    void navigate(paths.login.getHref(), { replace: true });
  };

  const modeChip = modeChipLabel(host, env.devHosts);
  const environment = hostEnvironment(host, env.devHosts);
  const headerHeight =
    TOP_BAR_HEIGHT +
    TOP_BAR_RULE +
    (environment === 'production' ? 0 : ENVIRONMENT_BANNER_HEIGHT) +
    (update.view.kind === 'hidden' ? 0 : UPDATE_BANNER_HEIGHT);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar, '@media print': { display: 'none' } }}>
        <EnvironmentBanner environment={environment} isInternalUser={shellUser.isInternal} />
        <TopBar
          homeHref={paths.dashboard.getHref()}
          center={headerReportId ? <ReportHeaderCountdown reportId={headerReportId} internal={shellUser.isInternal} /> : null}
          userMenu={
            <UserMenu
              user={shellUser}
              onCheckForUpdates={() => void onCheckForUpdates()}
              autoReload={update.autoReload}
              onAutoReloadChange={update.setAutoReload}
              onBilling={() => void navigate(paths.billing.getHref())}
              onChangePassword={() => void navigate(paths.changePassword.getHref())}
              onDownloadLogs={() => setLogsOpen(true)}
              onLogout={onLogout}
            />
          }
        />
        <UpdateBanner
          view={update.view}
          autoReload={update.autoReload}
          onAutoReloadChange={update.setAutoReload}
          onRefresh={reloadPage}
          onLater={update.later}
          onCancel={update.cancelCountdown}
        />
        {pageLoading ? (
          <LinearProgress aria-label="Loading page" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3 }} />
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box sx={NO_PRINT}>
          <SideDrawer
            entries={entries}
            topOffset={headerHeight}
            isInternal={shellUser.isInternal}
            footer={<VersionChip build={RUNNING_BUILD} />}
          />
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pb: { xs: 8, md: 8 } }}>
          <Outlet />
        </Box>
      </Box>
      <Box sx={NO_PRINT}>
        {modeChip ? <ModeChip label={modeChip} /> : null}
        <NotificationsStack />
      </Box>
      <UpdateCheckFailedDialog open={checkFailed} onRefresh={reloadPage} onClose={() => setCheckFailed(false)} />
      {logsOpen ? (
        <Suspense fallback={null}>
          <DownloadLogsDialog open onClose={() => setLogsOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
