import type { PriceItem } from '@glad/contracts';
import type { PricingSettings } from '@glad/domain';
import { Alert, Anchor } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useTemplates } from '../api/templates-api';
import { draftOf, emptyDraft } from '../model/template-edit';
import { TemplateEditor } from './template-editor';
import { TemplatePicker } from './template-picker';

export interface ConstructorPageProps {
  /** the price list (undefined while loading) */
  items: PriceItem[] | undefined;
  itemsError: Error | null;
  onRetryItems: () => void;
  settings: PricingSettings;
  canEdit: boolean;
}

/** /calc/construct/?template={id}: a template opened for editing, `new` for a new one, none to choose. */
export function ConstructorPage({
  items,
  itemsError,
  onRetryItems,
  settings,
  canEdit,
}: ConstructorPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const templates = useTemplates();
  const param = params.get('template');

  if (!templates.data) return <QueryState error={templates.error} onRetry={() => void templates.refetch()} />;
  if (!param)
    return <TemplatePicker templates={templates.data.items} limit={templates.data.limit} canEdit={canEdit} />;
  if (!items) return <QueryState error={itemsError} onRetry={onRetryItems} />;

  const isNew = param === 'new';
  const template = isNew ? null : (templates.data.items.find((t) => String(t.id) === param) ?? null);
  if (!isNew && !template) {
    return (
      <Alert color="red" variant="light" title="Шаблон не найден">
        Такого шаблона нет: его удалили или ссылка неверна.{' '}
        <Anchor component={Link} to="/calc/construct/">
          Выбрать другой
        </Anchor>
      </Alert>
    );
  }
  return (
    <TemplateEditor
      key={param}
      template={template}
      initial={template ? draftOf(template) : emptyDraft()}
      items={items}
      settings={settings}
      canEdit={canEdit && templates.data.offlineSince === null}
      onNavigate={(id) =>
        navigate(id === null ? '/calc/construct/' : `/calc/construct/?template=${id}`, { replace: true })
      }
    />
  );
}
