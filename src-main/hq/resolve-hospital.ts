import { fail } from '../../shared/ipc/errors.js';
import { allyCardsOf } from '../../shared/hq/hq-contract-cards.js';
import type { ResolveHospitalRequest } from '../../shared/hq/hq-buildings.js';
import { decideHospital } from '../../shared/hq/hq-resolution-rules.js';
import { readContractSummary } from './contract-summary.js';
import { advanceResolution } from './due-resolution.js';
import { clearPlace, readPlacementRows, staffIn } from './hq-placements.js';
import { takeBaggedCardsBack } from './bagged-cards.js';
import { decided, outsideCandidates, patients, requireStep, staffNames, type ResolutionContext } from './resolution.js';

/** HQ-HOS-1..7. Returns how many patients are back at full health, for the history line. */
export function resolveHospital(ctx: ResolutionContext, request: ResolveHospitalRequest): { healed: number } {
  const { db, pack, boxData } = ctx;
  const { campaignId } = request;
  const due = requireStep(db, campaignId, 'hospital');
  request.distribution.forEach(({ memberId }, index) => {
    if (request.distribution.findIndex((d) => d.memberId === memberId) !== index) {
      fail('invalid-request', 'This patient is listed twice.', { field: `distribution.${index}.memberId` });
    }
  });
  if (request.ezioOutsideMemberId !== null && request.ezioMode !== 'outside') {
    fail('invalid-request', 'An assassin outside the hospital is healed only by Ezio’s second hospital effect.', { field: 'ezioOutsideMemberId' });
  }
  const placements = readPlacementRows(db, campaignId);
  const patientList = patients(db, campaignId, placements);
  const change = decided(
    decideHospital(
      {
        level: readContractSummary(db, campaignId, boxData, pack).level,
        caregivers: staffIn(placements, 'hospital-caregiver'),
        allyCards: allyCardsOf(boxData.allyCards, pack.hq),
        patients: patientList,
        outsideCandidates: outsideCandidates(db, campaignId, placements),
        staffName: staffNames(pack),
      },
      request,
    ),
  );

  for (const { memberId, healthLost } of change.healed) {
    db.prepare('UPDATE party_members SET eliminated_attempt_id = NULL, health_lost = ? WHERE id = ?').run(healthLost, memberId);
  }
  if (change.outside !== null) db.prepare('UPDATE party_members SET health_lost = max(0, health_lost - 1) WHERE id = ?').run(change.outside);
  // HQ-HOS-4: every miniature leaves the hospital. HQ-AS-1: a patient back in play takes its
  // bagged cards back into their free slots; one still eliminated (HQ-HOS-6) keeps them bagged.
  for (const { memberId, backInPlay } of change.leaving) {
    db.prepare('UPDATE party_members SET in_hospital = 0 WHERE id = ? AND in_hospital = 1').run(memberId);
    const row = patientList.find((p) => p.memberId === memberId)!.row;
    if (backInPlay) takeBaggedCardsBack(db, memberId, row);
  }
  clearPlace(db, campaignId, 'hospital-patient');
  clearPlace(db, campaignId, 'hospital-caregiver');
  advanceResolution(db, campaignId, due, 'workshop');
  return { healed: change.fullyHealed };
}
