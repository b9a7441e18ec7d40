import { ERROR_CODE } from '../../src/protocol/codes';
import { SandboxError } from '../errors';
import type { CustomerRef } from '../ports';
import type { ReceptionService } from '../reception/service';
import type { Store } from '../store';
import type { SupportGroup } from '../store/receptions';

/** The support group's type (spec §4: 308 on group type 1 opens the evaluation popup). */
export const SUPPORT_GROUP_TYPE = 1;

/**
 * What a customer may see of their support group and of the people in it (the group itself is made and
 * lived in by the reception service).
 */
export class GroupService {
  constructor(
    private readonly store: Store,
    private readonly reception: ReceptionService,
  ) {}

  /** The customer's support group, or null before they first asked for a human. */
  async ofCustomer(customer: CustomerRef) {
    const group = await this.store.receptions.groupOfCustomer(customer.productId, customer.userId);
    return { group: group ? await this.infoOf(group) : null };
  }

  /** The customer's support group, created if it does not exist yet. */
  async ensure(customer: CustomerRef) {
    return { group: await this.infoOf(await this.reception.ensureGroup(customer)) };
  }

  /** The members of a group the customer belongs to, in their product; notFound otherwise. */
  async members(customer: CustomerRef, groupId: string) {
    const group = await this.store.receptions.groupById(groupId);
    if (
      !group ||
      group.productId !== customer.productId ||
      !(await this.store.receptions.isMember(groupId, customer.userId))
    ) {
      throw new SandboxError(ERROR_CODE.notFound, 'group not found');
    }
    return {
      members: (await this.store.receptions.members(groupId)).map((member) => ({
        user_id: member.userId,
        role: member.role,
        nickname: member.nickname,
        avatar: member.avatar,
      })),
    };
  }

  /** Names and avatars of users (find-by-ids): what a chat shows of its members. */
  async profiles(ids: readonly string[]) {
    const users = await this.store.users.findByIds(ids);
    return {
      users: users.map((user) => ({ id: user.id, nickname: user.nickname, avatar: user.avatar, kind: user.kind })),
    };
  }

  /**
   * The customer is typing in their support group (docs/protocol.md, "typing"): the agent serving them
   * is told. Any other group is a parameterError.
   */
  async customerTyping(customer: CustomerRef, groupId: string): Promise<void> {
    const group = await this.store.receptions.groupOfCustomer(customer.productId, customer.userId);
    if (group?.groupId !== groupId)
      throw new SandboxError(ERROR_CODE.parameterError, 'group_id is not your support group');
    await this.reception.customerTyping(customer);
  }

  private async infoOf(group: SupportGroup) {
    const reception = await this.store.receptions.latestOfCustomer(group.productId, group.customerId);
    return {
      group_id: group.groupId,
      group_type: SUPPORT_GROUP_TYPE,
      name: group.name,
      owner_id: group.customerId,
      reception_id: reception?.id ?? '',
    };
  }
}
