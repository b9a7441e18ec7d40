import { lazy, type ComponentType } from 'react';
import type { Dispatch } from '@reduxjs/toolkit';
import type { ChatSlots } from '../../features/chat/chatSlots';
import { EndSessionControl } from '../../features/evaluation/components/EndSessionControl';
import { EvaluationCard } from '../../features/evaluation/components/EvaluationCard';
import { EvaluationDialog } from '../../features/evaluation/components/EvaluationDialog';
import { useAppSelector } from '../hooks';
import { lazyFeatures } from '../lazyFeatures';

type WorkOrderViews = typeof import('../../features/workOrders/workOrderViews');

/** A work-order view, loaded with the feature's state the first time one renders. */
function workOrderView<P extends object>(dispatch: Dispatch, pick: (views: WorkOrderViews) => ComponentType<P>) {
  return lazy(async () => {
    const [views] = await Promise.all([import('../../features/workOrders/workOrderViews'), lazyFeatures.workOrders(dispatch)]);
    return { default: pick(views) };
  });
}

/**
 * The chat's slots filled with the other features (docs/architecture.md, "Composition"): evaluation
 * comes with the chat screen; work orders load with their first view. The form renders only once
 * work orders are live: a form can only have been opened from one of their views.
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
    HeaderActions: EndSessionControl,
    Popups: EvaluationDialog,
  };
}
