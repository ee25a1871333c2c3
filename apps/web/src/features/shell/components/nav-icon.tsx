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

const ICONS: Record<string, ReactElement> = {
  '/dashboard': <DashboardIcon />,
  '/storage': <StorageIcon />,
  '/reports/rollup': <AssessmentIcon />,
  '/upload-zip': <AddCircleIcon />,
  '/admin/reports': <AdminPanelSettingsIcon />,
  '/admin/users': <GroupIcon />,
  '/admin/settings': <SettingsIcon />,
  '/internal-users': <SupervisedUserCircleIcon />,
  '/pipeline': <AccountTreeIcon />,
  '/development-work': <BuildIcon />,
  '/concepts': <LightbulbIcon />,
  '/api-docs.html': <ApiIcon />,
  '/lambdas': <FunctionsIcon />,
  '/dev/db-explorer': <TableChartIcon />,
  '/dev/s3-browser': <CloudQueueIcon />,
  '/dev/network': <NetworkCheckIcon />,
  '/dev/console': <TerminalIcon />,
  '/dev/performance': <SpeedIcon />,
  '/health': <FavoriteIcon />,
};

export function NavIcon({ path }: { path: string }) {
  return ICONS[path] ?? <CircleIcon sx={{ fontSize: 10 }} />;
}
