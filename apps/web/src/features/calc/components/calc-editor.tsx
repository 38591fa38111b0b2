import { cornerLetter } from '@glad/domain';
import { Alert, Anchor, Button, Paper, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCalcCommands } from '../hooks/use-calc-commands';
import { type EditorInit, useCalcEditor } from '../hooks/use-calc-editor';
import { useDraftWatch } from '../hooks/use-draft-watch';
import { useDrawingActions, useUndoKeys } from '../hooks/use-drawing-actions';
import { useSketchTools } from '../hooks/use-sketch-tools';
import { calcFromRow } from '../model/calc';
import { canRedo, canUndo } from '../model/history';
import type { LengthUnit } from '../model/length';
import type { PricingData } from '../model/pricing';
import { type Marks, marksOf } from '../model/solve';
import classes from './calc.module.css';
import { CalculationPanel } from './calculation-panel';
import { CeilingHeightInput } from './ceiling-height-input';
import { CommentField } from './comment-field';
import { CoordinatesTable, TurnsTable } from './corners-table';
import { DiagonalsTable } from './diagonals-table';
import { DraftHeader } from './draft-header';
import { DrawingPanel } from './drawing-panel';
import { DrawingToolbar } from './drawing-toolbar';
import { LeaveGuard } from './leave-guard';
import { LightPointsPanel } from './light-points-panel';
import { MoveDialog } from './move-dialog';
import { SidesTable } from './sides-table';

export interface CalcEditorProps {
  initial: EditorInit;
  /** calculators, price list and settings for the calculation panel */
  pricing: PricingData;
  /** a new draft got its id: the address should name it */
  onCreated: (id: number) => void;
}

const NO_MARKS: Marks = { corners: new Set(), sides: new Set(), diagonals: new Set() };

/** The current calculation's drawing (docs/spec.md §3): readings table and live outline, saved to the draft. */
export function CalcEditor({ initial, pricing, onCreated }: CalcEditorProps) {
  const editor = useCalcEditor(initial);
  const { calc, saved, drawing, solved } = editor;
  const { selected, actions } = useDrawingActions(editor);
  const tools = useSketchTools(editor);
  const watch = useDraftWatch(calc, saved, editor.reset);
  const commands = useCalcCommands(editor, watch, onCreated);
  const [unit, setUnit] = useState<LengthUnit>('cm');
  const [snap, setSnap] = useState(true);
  const [moving, setMoving] = useState(false);
  useUndoKeys(editor.undo, editor.redo);

  const hand = drawing.mode === 'hand';
  const showsProblems = solved.measured || hand;
  const tableMarks = useMemo(
    () => (showsProblems ? marksOf(solved.result, drawing.corners.length) : NO_MARKS),
    [showsProblems, solved, drawing.corners.length],
  );
  /** what the draft holds now: «Вернуть сохранённое» and «Не сохранять» go back to it */
  const stored = () => (watch.row ? calcFromRow(watch.row) : { ...calc });

  const selectedLetter =
    selected !== null && selected < drawing.corners.length ? cornerLetter(selected) : null;
  return (
    <Stack gap="md">
      <LeaveGuard
        dirty={!saved}
        onSave={commands.save}
        onDiscard={() => editor.reset({ calc: stored(), saved: true })}
      />
      <DraftHeader
        calc={calc}
        saved={saved}
        saving={commands.saving}
        onName={(name) => editor.setFields({ name })}
        onExclude={(excluded) => editor.setFields({ smeta_exclude: excluded ? 1 : 0 })}
        onSketchInEstimate={(shown) => editor.setFields({ DI: { ...calc.DI, in_smeta: shown } })}
        onSave={() => void commands.save()}
        onRevert={() => editor.reset({ calc: stored(), saved: true })}
        onCopy={() => void commands.copy()}
        onMove={() => setMoving(true)}
        onDelete={commands.remove}
      />
      {watch.state === 'deleted' && (
        <Alert color="red" title="Чертёж удалён">
          Этот чертёж удалили (он в{' '}
          <Anchor component={Link} to="/trash/">
            корзине
          </Anchor>
          ). То, что на экране, можно сохранить новым чертежом.{' '}
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => editor.reset({ calc: { ...calc, id: null }, saved: false })}
          >
            Сделать новым
          </Button>
        </Alert>
      )}
      {watch.changedElsewhere && (
        <Alert color="yellow" title="Чертёж изменили на другом устройстве">
          Сохранение запишет ваш вариант поверх; прежние значения сервер сохранит, их можно будет посмотреть.
        </Alert>
      )}
      <DrawingToolbar
        mode={drawing.mode}
        unit={unit}
        snap={snap}
        cornerCount={drawing.corners.length}
        selected={selected}
        selectedLetter={selectedLetter}
        canUndo={canUndo(editor.history)}
        canRedo={canRedo(editor.history)}
        onMode={actions.setMode}
        onUnit={setUnit}
        onSnap={setSnap}
        onPreset={actions.preset}
        onAddCorner={actions.addCorner}
        onRemoveCorner={actions.removeCorner}
        onUndo={editor.undo}
        onRedo={editor.redo}
      />
      <div className={classes.layout}>
        <DrawingPanel
          drawing={drawing}
          solved={solved}
          proposals={editor.proposals}
          snap={snap}
          selected={selected}
          actions={actions}
          lightPoints={calc.lightPoints}
          placing={tools.placing}
          onPlace={tools.onPlace}
          typing={tools.typing}
        />
        <Stack gap="md" className={classes.tables}>
          <Paper withBorder radius="md" p="sm" {...tools.focusHandlers}>
            <Stack gap="lg">
              {hand && (
                <CoordinatesTable
                  drawing={drawing}
                  angles={solved.result.angles}
                  marks={tableMarks}
                  unit={unit}
                  actions={actions}
                />
              )}
              {drawing.mode === 'ortho' && (
                <TurnsTable
                  drawing={drawing}
                  angles={solved.result.angles}
                  marks={tableMarks}
                  unit={unit}
                  actions={actions}
                />
              )}
              <SidesTable
                drawing={drawing}
                solved={solved}
                marks={tableMarks}
                unit={unit}
                actions={actions}
              />
              {drawing.mode === 'measure' && (
                <DiagonalsTable
                  rows={solved.diagonals}
                  cornerCount={drawing.corners.length}
                  marks={tableMarks}
                  unit={unit}
                  onChange={actions.setDiagonal}
                />
              )}
              <CeilingHeightInput
                value={calc.ceiling_height}
                onChange={(ceiling_height) => editor.setFields({ ceiling_height })}
              />
              <CommentField value={calc.polygons.comment} onChange={editor.setComment} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <LightPointsPanel
              points={calc.lightPoints}
              corners={tools.corners}
              outline={tools.outline}
              unit={unit}
              placing={tools.placing}
              onPlacing={tools.setPlacing}
              onChange={tools.setPoints}
            />
          </Paper>
          <CalculationPanel
            calc={calc}
            pricing={pricing}
            readiness={solved.readiness}
            onChange={editor.setCalculation}
            onFollow={editor.followCalculation}
          />
        </Stack>
      </div>
      <MoveDialog
        opened={moving}
        currentProjectId={calc.projectid}
        onClose={() => setMoving(false)}
        onMove={commands.move}
      />
    </Stack>
  );
}
