import { Menu } from '@mantine/core';
import { IconCopy, IconFileInvoice, IconRuler2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MessageMenuItems } from '../../../components/message-links';
import { DeleteMenuItem, EditMenuItem, RowMenu } from '../../../components/row-menu';
import type { ProjectRow as Project } from '../../../lib/offline-db';
import { projectTitle } from '../project-names';

export interface ProjectActions {
  onEdit: (project: Project) => void;
  onClone: (project: Project) => void;
  onDelete: (project: Project) => void;
}

/** A project's «…» menu: a new drawing, edit, its estimate, a chat with its client, copy, delete. */
export function ProjectMenu({ project, onEdit, onClone, onDelete }: { project: Project } & ProjectActions) {
  return (
    <RowMenu name={projectTitle(project)}>
      <Menu.Item
        leftSection={<IconRuler2 size={16} aria-hidden />}
        component={Link}
        to={`/calc/?project=${project.id}`}
      >
        Новый чертёж
      </Menu.Item>
      <EditMenuItem onClick={() => onEdit(project)} />
      <Menu.Item
        component={Link}
        to={`/smety/?project=${project.id}`}
        leftSection={<IconFileInvoice size={16} aria-hidden />}
      >
        Смета
      </Menu.Item>
      {project.clientid > 0 && <MessageMenuItems phone={project.client_properties?.phone ?? ''} />}
      <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onClone(project)}>
        Копировать
      </Menu.Item>
      <DeleteMenuItem onClick={() => onDelete(project)} />
    </RowMenu>
  );
}
