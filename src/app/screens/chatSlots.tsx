import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { lazyChunk } from '../../lib/loadChunk';
import type { Dispatch } from '@reduxjs/toolkit';
import type { ChatSlots } from '../../features/chat/chatSlots';
import { withMoreTranslations } from '../../lib/i18n/setupI18n';
import { sessionSharingView } from '../fieldCapture';
import { useAppSelector } from '../hooks';
import { lazyFeatures, type LazyFeatureName } from '../lazyFeatures';

type Views = {
  workOrders: typeof import('../../features/workOrders/workOrderViews');
  evaluation: typeof import('../../features/evaluation/evaluationViews');
};

const VIEWS: { [Name in keyof Views]: () => Promise<Views[Name]> } = {
  workOrders: () => import('../../features/workOrders/workOrderViews'),
  evaluation: () => import('../../features/evaluation/evaluationViews'),
};

/** A lazily loaded feature's view: its chunk, its texts and its state, the first time one renders. */
function featureView<Name extends keyof Views & LazyFeatureName, P extends object>(
  dispatch: Dispatch,
  name: Name,
  pick: (views: Views[Name]) => ComponentType<P>,
) {
  return lazyChunk(async () => {
    const [views] = await Promise.all([withMoreTranslations(VIEWS[name]), lazyFeatures[name](dispatch)]);
    return { default: pick(views as Views[Name]) };
  });
}

/** Shows nothing until a field recorder runs (src/app/fieldRecording.tsx sets the view). */
function SessionSharing({ place }: { place: 'menu' | 'notice' }) {
  const View = useSyncExternalStore(sessionSharingView.subscribe, sessionSharingView.get);
  return View ? <View place={place} /> : null;
}

/**
 * The chat's slots filled with the other features (docs/architecture.md, "Composition"). Each view
 * loads, with its feature's state, when it first shows: the evaluation's with an evaluation card or
 * the first human stage (src/app/appListeners.ts also loads its state then, for the 308 that opens the
 * popup), work orders' with their first view. The popup and the form render only once their feature
 * is live: neither can have been opened before.
 */
export function createChatSlots(dispatch: Dispatch): ChatSlots {
  const EndSessionControl = featureView(dispatch, 'evaluation', (views) => views.EndSessionControl);
  const EvaluationDialog = featureView(dispatch, 'evaluation', (views) => views.EvaluationDialog);
  /** Ending the session loads with the first human stage, and stays (its popup outlives the stage it ends). */
  function HeaderActions(props: { receptionId: string | null; humanStage: boolean }) {
    const [wanted, setWanted] = useState(props.humanStage);
    if (props.humanStage && !wanted) setWanted(true);
    return wanted ? <EndSessionControl {...props} /> : null;
  }
  function Popups() {
    return useAppSelector((state) => state.evaluation?.promptFor) ? <EvaluationDialog /> : null;
  }
  const WorkOrderFormHost = featureView(dispatch, 'workOrders', (views) => views.WorkOrderFormHost);
  function WorkOrderForm({ groupId }: { groupId: string | null }) {
    const live = useAppSelector((state) => state.workOrders !== undefined);
    return live ? <WorkOrderFormHost groupId={groupId} /> : null;
  }
  return {
    SessionSharing,
    WorkOrderReplyActions: featureView(dispatch, 'workOrders', (views) => views.WorkOrderReplyActions),
    WorkOrderCard: featureView(dispatch, 'workOrders', (views) => views.WorkOrderCard),
    WorkOrderForm,
    EvaluationCard: featureView(dispatch, 'evaluation', (views) => views.EvaluationCard),
    HeaderActions,
    Popups,
  };
}
