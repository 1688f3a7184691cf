/** Every area of the portal stand-in. The core routes each operation to the area that has its handler. */
import type { AnyArea } from "../area";
import { aiArea } from "./ai";
import { backupsArea } from "./backups";
import { clustermgrArea } from "./clustermgr";
import { i18nArea } from "./i18n";
import { iaasArea } from "./iaas";
import { miscArea } from "./misc";
import { notificationsArea } from "./notifications";
import { objstoreArea } from "./objstore";
import { profilesArea } from "./profiles";
import { quotasArea } from "./quotas";
import { tasksArea } from "./tasks";

export const areas: readonly AnyArea[] = [
  aiArea,
  backupsArea,
  clustermgrArea,
  i18nArea,
  iaasArea,
  miscArea,
  notificationsArea,
  objstoreArea,
  profilesArea,
  quotasArea,
  tasksArea,
];
