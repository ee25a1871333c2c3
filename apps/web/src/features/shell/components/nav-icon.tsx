import AddCircleIcon from '@mui/icons-material/AddCircleOutline';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApiIcon from '@mui/icons-material/Api';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
import CircleIcon from '@mui/icons-material/Circle';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FavoriteIcon from '@mui/icons-material/MonitorHeart';
import FunctionsIcon from '@mui/icons-material/Functions';
import GroupIcon from '@mui/icons-material/Group';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import SettingsIcon from '@mui/icons-material/Settings';
import SpeedIcon from '@mui/icons-material/Speed';
import StorageIcon from '@mui/icons-material/Storage';
import TerminalIcon from '@mui/icons-material/Terminal';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import TableChartIcon from '@mui/icons-material/TableChart';
import SupervisedUserCircleIcon from '@mui/icons-material/SupervisedUserCircle';
import type { ReactElement } from 'react';
import { paths } from '../../../config/paths';

/** The drawer entries' icons, by the path each entry points at. */
const ICONS: Record<string, ReactElement> = {
  [paths.dashboard.path]: <DashboardIcon />,
  [paths.storage.path]: <StorageIcon />,
  [paths.reportRollup.path]: <AssessmentIcon />,
  [paths.uploadZip.path]: <AddCircleIcon />,
  [paths.adminReports.path]: <AdminPanelSettingsIcon />,
  [paths.adminUsers.path]: <GroupIcon />,
  [paths.adminSettings.path]: <SettingsIcon />,
  [paths.internalUsers.path]: <SupervisedUserCircleIcon />,
  [paths.pipeline.path]: <AccountTreeIcon />,
  [paths.developmentWork.path]: <BuildIcon />,
  [paths.concepts.path]: <LightbulbIcon />,
  [paths.apiDocs.path]: <ApiIcon />,
  [paths.lambdas.path]: <FunctionsIcon />,
  [paths.dbExplorer.path]: <TableChartIcon />,
  [paths.s3Browser.path]: <CloudQueueIcon />,
  [paths.network.path]: <NetworkCheckIcon />,
  [paths.console.path]: <TerminalIcon />,
  [paths.performance.path]: <SpeedIcon />,
  [paths.health.path]: <FavoriteIcon />,
};

export function NavIcon({ path }: { path: string }) {
  return ICONS[path] ?? <CircleIcon sx={{ fontSize: 10 }} />;
}
