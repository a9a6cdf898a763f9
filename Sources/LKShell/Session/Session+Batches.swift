// The update lab's calls to the view (docs/language.md §8): `reload-data`, `batch … commit|cancel` and a view call
// on its own (an implicit one-operation batch). A rejected batch leaves the model and the view as they were and is
// reported as facts (RejectedBatch); an accepted one is reported as an apply, with the rows out of sync.

import ListKit
import Lists

extension Session {
  // MARK: reloadData

  /// `reload-data`: the classic view reads the model again.
  func classicReloadData() throws(ShellError) {
    guard let classic = classicDataSource else { throw .needsDataSource(.classic, command: runningName) }
    let old = applied
    do { try view.reloadData() } catch { throw cellFailure(error) }
    classic.shownSections = working.sectionIdentifiers
    lab.unsyncedEdits = []
    reportClassicApply(mode: .reloadData, update: BatchUpdate(), old: old)
  }

  // MARK: Batches

  /// `batch`: open `performBatchUpdates { … }`.
  func beginBatch() throws(ShellError) {
    lab.batch = LabState.OpenBatch(modelBefore: working, editsBefore: lab.unsyncedEdits)
    record(.batchStep(.opened))
  }

  /// `cancel`: leave the block, undoing its model edits.
  func cancelBatch() throws(ShellError) {
    guard let batch = lab.batch else { throw .notInBatch(command: runningName) }
    working = batch.modelBefore
    lab.batch = nil
    record(.batchStep(.cancelled(edits: batch.edits.count, calls: batch.calls.count)))
  }

  /// A view call: recorded inside a batch; outside, an implicit one-operation batch.
  func viewCall(_ call: ViewCall, words: ViewKind) throws(ShellError) {
    guard let classic = classicDataSource else { throw .needsDataSource(.classic, command: runningName) }
    try requireViewWords(words) { .lab(.viewCall(call, words: $0)) }
    if lab.batch != nil {
      lab.batch?.calls.append(call)
      record(.batchStep(.recorded(call, view: view.kind)))
      return
    }
    let old = applied
    let sectionsBefore = classic.shownSections
    do {
      try view.send(call)
    } catch {
      if error.rule == nil { throw cellFailure(error) }
      throw .rejectedBatch(rejection(error, calls: [call], implicit: true))
    }
    var update = BatchUpdate()
    call.record(into: &update)
    finishAcceptedBatch(update, old: old, sectionsBefore: sectionsBefore)
  }

  /// `commit`: the view validates the batch against what it shows (before) and the model (after), and applies it.
  func commitBatch() throws(ShellError) {
    guard let batch = lab.batch, let classic = classicDataSource else { throw .notInBatch(command: runningName) }
    let old = applied
    let sectionsBefore = classic.shownSections
    let view = self.view
    // The block reads the model as it was when `batch` ran; the app's edits land inside the block, with its calls.
    classic.modelOverride = batch.modelBefore
    do {
      try view.performBatchUpdates(batch.calls) { classic.modelOverride = nil }
    } catch {
      classic.modelOverride = nil
      let facts = rejection(error, calls: batch.calls, implicit: false)
      working = batch.modelBefore
      lab.batch = nil
      stateAfterFailure = state
      if error.rule == nil { throw cellFailure(error) }
      throw .rejectedBatch(facts)
    }
    classic.modelOverride = nil
    lab.batch = nil
    var update = BatchUpdate()
    for call in batch.calls { call.record(into: &update) }
    finishAcceptedBatch(update, old: old, sectionsBefore: sectionsBefore)
  }

  /// The facts of a rejected batch (before the model is put back).
  func rejection(_ failure: ViewFailure, calls: [ViewCall], implicit: Bool) -> RejectedBatch {
    let batch = lab.batch
    let modelAfter = working
    return RejectedBatch(
      failure: failure, calls: calls, view: view.kind, edits: batch?.edits ?? [],
      editsBeforeBatch: batch?.editsBefore ?? lab.unsyncedEdits, sectionsShown: classicDataSource?.shownSections ?? [],
      countsShown: view.rowIdentities.map(\.count),
      sectionsInModel: modelAfter.sectionIdentifiers,
      countsInModel: modelAfter.sectionIdentifiers.map { modelAfter.numberOfItems(inSection: $0) }, model: modelAfter,
      isImplicit: implicit, matchingUpdate: updateBringingViewInSync(with: modelAfter))
  }

  /// After an accepted batch: the sections the view shows now, the apply event, and the out-of-sync warning.
  private func finishAcceptedBatch(_ update: BatchUpdate, old: Snapshot, sectionsBefore: [String]) {
    classicDataSource?.shownSections = Self.sectionsAfter(
      update, before: sectionsBefore, model: working.sectionIdentifiers, count: view.rowIdentities.count)
    lab.unsyncedEdits = []
    reportClassicApply(mode: .batch, update: update, old: old)
    let report = outOfSyncReport()
    if !report.isEmpty { record(.warning(.outOfSync(report))) }
  }

  /// The section identifiers a view shows after a valid batch: surviving sections keep theirs (moved ones land at
  /// their destinations), inserted and reloaded sections read the model's at their final index.
  static func sectionsAfter(_ update: BatchUpdate, before: [String], model: [String], count: Int) -> [String] {
    var result = [String?](repeating: nil, count: count)
    let reloaded = Set(update.reloadedSections)
    let gone = Set(update.deletedSections).union(update.movedSections.map(\.from))
    let inserted = Set(update.insertedSections)
    for move in update.movedSections where move.to < count && move.from < before.count {
      result[move.to] = before[move.from]
    }
    var fresh = inserted
    var survivors = before.indices.filter { !gone.contains($0) }.makeIterator()
    for index in 0..<count where result[index] == nil && !inserted.contains(index) {
      guard let old = survivors.next() else { break }
      if reloaded.contains(old) { fresh.insert(index) } else { result[index] = before[old] }
    }
    for index in fresh where index < count { result[index] = index < model.count ? model[index] : nil }
    return result.enumerated().map { $0.element ?? ($0.offset < model.count ? model[$0.offset] : "?") }
  }

  private func reportClassicApply(mode: ApplyReport.Mode, update: BatchUpdate, old: Snapshot) {
    controllersDidCommit()
    let report = ApplyReport(
      mode: mode, view: view.kind, section: nil, update: update, old: old, new: applied,
      layout: layoutReport(changes: mode == .batch ? update : nil, allRows: reportsEveryRow),
      duration: nil, isFirstApply: false, cause: nil, isClassic: true)
    state.lastApply = LastApply(mode: report.mode, update: report.update)
    record(.apply(report))
  }
}
