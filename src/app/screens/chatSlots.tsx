import { lazy, useState, type ComponentType } from 'react';
import type { Dispatch } from '@reduxjs/toolkit';
import type { ChatSlots } from '../../features/chat/chatSlots';
import { selectEvaluationPrompt } from '../../features/evaluation/evaluationSelectors';
import { useAppSelector } from '../hooks';
import { lazyFeatures } from '../lazyFeatures';

type WorkOrderViews = typeof import('../../features/workOrders/workOrderViews');
type EvaluationViews = typeof import('../../features/evaluation/evaluationViews');

/** A work-order view, loaded with the feature's state the first time one renders. */
function workOrderView<P extends object>(dispatch: Dispatch, pick: (views: WorkOrderViews) => ComponentType<P>) {
  return lazy(async () => {
    const [views] = await Promise.all([import('../../features/workOrders/workOrderViews'), lazyFeatures.workOrders(dispatch)]);
    return { default: pick(views) };
  });
}

/** An evaluation view: its state came with the chat screen (src/app/routes.tsx), its views when first shown. */
function evaluationView<P extends object>(pick: (views: EvaluationViews) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await import('../../features/evaluation/evaluationViews')) }));
}

const EvaluationCard = evaluationView((views) => views.EvaluationCard);
const EndSessionControl = evaluationView((views) => views.EndSessionControl);
const EvaluationDialog = evaluationView((views) => views.EvaluationDialog);

/** Ending the session loads with the first human stage, and stays (its popup outlives the stage it ends). */
function HeaderActions(props: { receptionId: string | null; humanStage: boolean }) {
  const [wanted, setWanted] = useState(props.humanStage);
  if (props.humanStage && !wanted) setWanted(true);
  return wanted ? <EndSessionControl {...props} /> : null;
}

/** The evaluation popup loads when a 308 or a tapped card first asks for it. */
function Popups() {
  return useAppSelector(selectEvaluationPrompt) ? <EvaluationDialog /> : null;
}

/**
 * The chat's slots filled with the other features (docs/architecture.md, "Composition"). Each view
 * loads when it first shows: the evaluation's with its card, popup or the human stage (its state came
 * with the chat screen); work orders' with their first view, with their state. The form renders only
 * once work orders are live: a form can only have been opened from one of their views.
 */
export function createChatSlots(dispatch: Dispatch): ChatSlots {
  const WorkOrderFormHost = workOrderView(dispatch, (views) => views.WorkOrderFormHost);
  function WorkOrderForm({ groupId }: { groupId: string | null }) {
    const live = useAppSelector((state) => state.workOrders !== undefined);
    return live ? <WorkOrderFormHost groupId={groupId} /> : null;
  }
  return {
    WorkOrderReplyActions: workOrderView(dispatch, (views) => views.WorkOrderReplyActions),
    WorkOrderCard: workOrderView(dispatch, (views) => views.WorkOrderCard),
    WorkOrderForm,
    EvaluationCard,
    HeaderActions,
    Popups,
  };
}
