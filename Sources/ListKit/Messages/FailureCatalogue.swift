// The one catalogue of failure messages: every UIKit and Apple message the engine raises (docs/semantics.md §1, §2,
// §4.2, §10), each written once as a template, with the rule it reports and a short explanation. The engine's errors
// format their `description` through it; `recognize(_:)` reads a pasted message back (FailureCatalogue+Recognition).
// This file holds the headless views' entries; FailureCatalogue+Snapshots.swift the snapshots' and data source's.

/// The catalogue of failure messages.
///
/// Each ``Entry`` is one message of UIKit or Apple (or of this project, where Apple has none), written once as a
/// template with word slots (`{item}`, `{view}`: "item"/"collection view" or "row"/"table view") and value slots
/// (numbers, index paths, identifiers). The same entry formats the error's text — every error of the engine
/// (`HeadlessViewError`, `SnapshotError`, `SectionSnapshotError`, `DataSourceError`) is a ``CataloguedFailure`` — and
/// recognises the message when it is pasted back:
///
/// ```swift
/// let error = CollectionViewError.invalidNumberOfItems(
///   section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
/// let message = FailureCatalogue.recognize(error.description)!
/// message.rule        // "R15"
/// message.values      // [.number(0), .number(5), .number(3), .number(1), .number(0), .number(0), .number(0)]
/// message.explanation // what went wrong, what the numbers say, the usual causes, the fix
/// ```
public enum FailureCatalogue {
  /// One message: its template (and the table view's, where UIKit words it differently), its rule and explanation.
  public struct Entry: Sendable, Identifiable {
    /// A stable name: the rule, plus a suffix for its variants (`R15`, `R10-section`, `nil-cell`,
    /// `snapshot-items-not-unique`).
    public let id: String
    /// `R1`–`R17` for the batch-update rules (docs/semantics.md §4.2), the failure's name for the cell failures of
    /// §10 (`unregistered`, `not-dequeued`, `nil-cell`, `registration-in-provider`, `reconfigure-other-cell`),
    /// nil for the other messages.
    public let rule: String?
    /// One line: what went wrong (a template over words, as ``FailureMessage/explanation`` prints it).
    let summary: String
    /// False for wordings the engine recognises but does not produce: older wordings of its messages (iOS's
    /// earlier versions), and UIKit's messages of causes the simulator does not model (layout-time checks, a cell
    /// dequeued and not returned).
    public let isCurrent: Bool
    let template: MessageTemplate
    let tableTemplate: MessageTemplate?
    /// An explanation template over the values (`{0}`, `{1}`…) and words.
    let meaning: String
    /// A computed line over the values (the R14/R15 arithmetic), when the numbers need more than a template.
    let detail: (@Sendable ([FailureMessage.Value]) -> String?)?
    let notes: Notes

    init(
      _ id: String, rule: String? = nil, _ template: String, table: String? = nil, current: Bool = true,
      summary: String, meaning: String = "", detail: (@Sendable ([FailureMessage.Value]) -> String?)? = nil,
      notes: Notes
    ) {
      self.id = id
      self.rule = rule
      self.template = MessageTemplate(template)
      self.tableTemplate = table.map(MessageTemplate.init)
      self.isCurrent = current
      self.summary = summary
      self.meaning = meaning
      self.detail = detail
      self.notes = notes
    }

    /// A message of this entry in `wording`'s words with `values`, one per slot of its template.
    ///
    /// - Complexity: O(1).
    public func message(_ values: [FailureMessage.Value] = [], wording: FailureWording? = nil) -> FailureMessage {
      FailureMessage(self, wording: wording, values)
    }

    /// The number of values a message of this entry carries in `wording`.
    public func valueCount(in wording: FailureWording) -> Int { template(for: wording).slotCount }

    func template(for wording: FailureWording) -> MessageTemplate {
      wording == .tableView ? tableTemplate ?? template : template
    }
  }

  /// The usual causes of a failure and its fix, shared by the variants of one rule.
  struct Notes: Sendable {
    let causes: String
    let fix: String
  }

  /// Every entry, in the order `recognize(_:)` prefers them when two match equally well.
  public static let entries: [Entry] =
    viewEntries + cellEntries + layoutEntries + snapshotEntries + dataSourceEntries

  /// The entry named `id`, or nil.
  ///
  /// - Complexity: O(entries).
  public static func entry(named id: String) -> Entry? { entries.first { $0.id == id } }
}

extension FailureMessage {
  /// The template of the message's entry in its words.
  var template: MessageTemplate { entry.template(for: wording ?? .collectionView) }
}

// MARK: - Batch updates (docs/semantics.md §4.2)

extension FailureCatalogue {
  static let r1Notes = Notes(
    causes: "the same {item} is passed to a delete and to a reload in one batch, often a reload list built from the"
      + " old model that still names a deleted {item}.",
    fix: "drop the reload (the {item} goes away anyway), or reload in a later update.")
  static let r2Notes = Notes(
    causes: "an {item} is deleted and also moved in one batch; reloading a moved {item} is reported with the same"
      + " \"delete and move\" wording.",
    fix: "move it or delete it, not both; to move and refresh, move in one batch and reload or reconfigure at the new"
      + " index path in a later one.")
  static let r3Notes = Notes(
    causes: "an insert and a move target the same index path of the state after the update.",
    fix: "give every final index path one source: inserts and move destinations are both in the after-update frame.")
  static let deleteFrameNotes = Notes(
    causes: "a delete or reload index computed after the model changed (deletes and reloads refer to the state"
      + " before the update), or a model changed earlier without telling the view.",
    fix: "compute delete and reload indexes against the model as the view shows it, before the block changes it.")
  static let insertFrameNotes = Notes(
    causes: "an insert index taken from the old state, or a model that did not gain the new element inside the block"
      + " (inserts refer to the state after the update).",
    fix: "change the model inside the update block and pass the final index (path) of what was inserted.")
  static let moveFrameNotes = Notes(
    causes: "a move source from the new state or a destination from the old one (sources refer to the state before"
      + " the update, destinations to the state after it).",
    fix: "take the source from the model as the view shows it and the destination from the updated model.")
  static let r12Notes = Notes(
    causes: "one source moved twice to different places, or two sources moved to one place: usually a hand-built or"
      + " twice-applied list of moves.",
    fix: "each source moves once and each destination receives one element.")
  static let r13Notes = Notes(
    causes: "a move out of a section the batch deletes or reloads, or into a section it inserts or reloads.",
    fix: "delete and insert those {items} instead, or do the move in a separate batch.")
  static let countNotes = Notes(
    causes: "the model and the update calls disagree: the model gained or lost an element without the matching"
      + " insert or delete call (or the reverse), the model was changed before performBatchUpdates (the view's"
      + " \"before\" count already includes it), or it was changed from another thread.",
    fix: "change the model inside the update block with exactly one call per change; or call reloadData; or let a"
      + " diffable data source compute the calls by applying a snapshot.")
  static let r16Notes = Notes(
    causes: "the data source's counts before the update already differ from what the view shows: the model was"
      + " changed before performBatchUpdates (outside its block) without telling the view.",
    fix: "change the model inside the update block, or call reloadData after changing it outside a batch.")
  static let r17Notes = Notes(
    causes: "a section index the view does not have, typically one kept from before a section was deleted.",
    fix: "check the index against numberOfSections, and recompute index paths after every update.")

  static let r1 = Entry(
    "R1", rule: "R1", "attempt to delete and reload the same index path ({path})",
    summary: "R1: one index path is both deleted and reloaded in the same batch.",
    meaning: "The {item} at {0} (state before the update) is deleted and reloaded.", notes: r1Notes)
  static let r1Section = Entry(
    "R1-section", rule: "R1", "attempt to delete and reload the same section ({n})",
    summary: "R1: one section is both deleted and reloaded in the same batch.",
    meaning: "Section {0} (state before the update) is deleted and reloaded.", notes: r1Notes)
  static let r2 = Entry(
    "R2", rule: "R2", "attempt to perform a delete and a move from the same index path ({path})",
    summary: "R2: one index path is deleted (or reloaded) and is also the source of a move.",
    meaning: "The {item} at {0} (state before the update) is deleted or reloaded, and moved.", notes: r2Notes)
  static let r2Section = Entry(
    "R2-section", rule: "R2", "attempt to perform a delete and a move from the same section ({n})",
    summary: "R2: one section is deleted (or reloaded) and is also the source of a move.",
    meaning: "Section {0} (state before the update) is deleted or reloaded, and moved.", notes: r2Notes)
  static let r3 = Entry(
    "R3", rule: "R3", "attempt to perform an insert and a move to the same index path ({path})",
    summary: "R3: one index path is inserted and is also the destination of a move.",
    meaning: "Index path {0} (state after the update) receives an insert and a moved {item}.", notes: r3Notes)
  static let r3Section = Entry(
    "R3-section", rule: "R3", "attempt to perform an insert and a move to the same section ({n})",
    summary: "R3: one section is inserted and is also the destination of a move.",
    meaning: "Section {0} (state after the update) receives an insert and a moved section.", notes: r3Notes)
  static let r4 = Entry(
    "R4", rule: "R4", "attempt to delete section {n}, but there are only {n} sections before the update",
    summary: "R4: a deleted (or reloaded) section does not exist before the update.",
    meaning: "Section {0} is deleted, but the view shows {1} sections (indexes start at 0).",
    notes: deleteFrameNotes)
  static let r5 = Entry(
    "R5", rule: "R5",
    "attempt to delete {item} {n} from section {n}, but there are only {n} sections before the update",
    summary: "R5: a deleted (or reloaded) {item} is in a section that does not exist before the update.",
    meaning: "{Item} {0} of section {1} is deleted, but the view shows only {2} sections.", notes: deleteFrameNotes)
  static let r6 = Entry(
    "R6", rule: "R6",
    "attempt to delete {item} {n} from section {n} which only contains {n} {items} before the update",
    summary: "R6: a deleted (or reloaded) {item} does not exist before the update.",
    meaning: "{Item} {0} of section {1} is deleted, but that section shows {2} {items} (indexes start at 0).",
    notes: deleteFrameNotes)
  static let r7 = Entry(
    "R7", rule: "R7", "attempt to insert section {n} but there are only {n} sections after the update",
    summary: "R7: an inserted section is past the section count after the update.",
    meaning: "Section {0} is inserted, but the data source reports {1} sections after the update.",
    notes: insertFrameNotes)
  static let r8 = Entry(
    "R8", rule: "R8",
    "attempt to insert {item} {n} into section {n}, but there are only {n} sections after the update",
    summary: "R8: an inserted {item} is in a section that does not exist after the update.",
    meaning: "{Item} {0} is inserted into section {1}, but the data source reports {2} sections after the update.",
    notes: insertFrameNotes)
  static let r9 = Entry(
    "R9", rule: "R9",
    "attempt to insert {item} {n} into section {n}, but there are only {n} {items} in section {n} after the update",
    summary: "R9: an inserted {item} is past its section's count after the update.",
    meaning: "{Item} {0} is inserted into section {1}, which holds {2} {items} after the update (indexes start at"
      + " 0).",
    notes: insertFrameNotes)
  static let r10 = Entry(
    "R10", rule: "R10",
    "attempt to move index path ({path}) that does not exist - there are only {n} {items} in section {n} before the"
      + " update",
    summary: "R10: the source of a move does not exist before the update.",
    meaning: "The move starts at {0}, but section {2} shows {1} {items}.", notes: moveFrameNotes)
  static let r10MissingSection = Entry(
    "R10-no-section", rule: "R10",
    "attempt to move index path ({path}) from a section that does not exist - there are only {n} sections before the"
      + " update",
    summary: "R10: the source of a move is in a section that does not exist before the update.",
    meaning: "The move starts at {0}, but the view shows {1} sections.", notes: moveFrameNotes)
  static let r10Section = Entry(
    "R10-section", rule: "R10", "attempt to move section {n}, but there are only {n} sections before the update",
    summary: "R10: a moved section does not exist before the update.",
    meaning: "Section {0} is moved, but the view shows {1} sections.", notes: moveFrameNotes)
  static let r11 = Entry(
    "R11", rule: "R11",
    "attempt to move index path ({path}) to index path ({path}) that does not exist - there are only {n} {items} in"
      + " section {n} after the update",
    summary: "R11: the destination of a move does not exist after the update.",
    meaning: "The move from {0} goes to {1}, but section {3} holds {2} {items} after the update.",
    notes: moveFrameNotes)
  static let r11MissingSection = Entry(
    "R11-no-section", rule: "R11",
    "attempt to move index path ({path}) to index path ({path}) in section that does not exist - there are only {n}"
      + " sections after the update",
    summary: "R11: the destination of a move is in a section that does not exist after the update.",
    meaning: "The move from {0} goes to {1}, but the data source reports {2} sections after the update.",
    notes: moveFrameNotes)
  static let r11Section = Entry(
    "R11-section", rule: "R11",
    "attempt to move section {n} to section {n}, but there are only {n} sections after the update",
    summary: "R11: a section is moved past the section count after the update.",
    meaning: "Section {0} moves to {1}, but the data source reports {2} sections after the update.",
    notes: moveFrameNotes)
  static let r12TwoDestinations = Entry(
    "R12-two-destinations", rule: "R12", "attempt to move {item} at index path {path} to both {path} and {path}",
    summary: "R12: one {item} is moved to two destinations.",
    meaning: "The {item} at {0} is moved to {1} and to {2}.", notes: r12Notes)
  static let r12TwoSources = Entry(
    "R12-two-sources", rule: "R12", "attempt to move both {item} at index path {path} and {path} to {path}",
    summary: "R12: two {items} are moved to one destination.",
    meaning: "The {items} at {0} and {1} are both moved to {2}.", notes: r12Notes)
  static let r12SectionTwoDestinations = Entry(
    "R12-section-two-destinations", rule: "R12", "attempt to move section {n} to both {n} and {n}",
    summary: "R12: one section is moved to two destinations.",
    meaning: "Section {0} is moved to {1} and to {2}.", notes: r12Notes)
  static let r12SectionTwoSources = Entry(
    "R12-section-two-sources", rule: "R12", "attempt to move both section {n} and {n} to {n}",
    summary: "R12: two sections are moved to one destination.",
    meaning: "Sections {0} and {1} are both moved to {2}.", notes: r12Notes)
  static let r13FromDeleted = Entry(
    "R13-from-deleted", rule: "R13", "cannot move an item from a deleted section ({n})",
    table: "cannot move a row from a deleted section",
    summary: "R13: an {item} is moved out of a section that the same batch deletes or reloads.",
    meaning: "The source section (state before the update) is deleted or reloaded in this batch.", notes: r13Notes)
  static let r13IntoInserted = Entry(
    "R13-into-inserted", rule: "R13", "cannot move {anItem} into a newly inserted section ({n})",
    summary: "R13: an {item} is moved into a section that the same batch inserts or reloads.",
    meaning: "Section {0} (state after the update) is inserted or reloaded in this batch.", notes: r13Notes)
  static let r14 = Entry(
    "R14", rule: "R14",
    "Invalid update: invalid number of sections.  The number of sections contained in the {view} after the update"
      + " ({n}) must be equal to the number of sections contained in the {view} before the update ({n}), plus or"
      + " minus the number of sections inserted or deleted ({n} inserted, {n} deleted).",
    summary: "R14: the number of sections after the update does not add up.",
    meaning: "The view showed {1} sections; the batch inserts {2} and deletes {3}; the data source now reports {0}.",
    detail: { values in
      guard values.count == 4, case .number(let after) = values[0], case .number(let before) = values[1],
        case .number(let inserted) = values[2], case .number(let deleted) = values[3]
      else { return nil }
      let expected = before + inserted - deleted
      return "Expected \(before) + \(inserted) - \(deleted) = \(expected) sections, found \(after) (off by"
        + " \(after - expected))."
    },
    notes: countNotes)
  static let r15 = Entry(
    "R15", rule: "R15",
    "Invalid update: invalid number of {items} in section {n}.  The number of {items} contained in an existing"
      + " section after the update ({n}) must be equal to the number of {items} contained in that section before the"
      + " update ({n}), plus or minus the number of {items} inserted or deleted from that section ({n} inserted, {n}"
      + " deleted) and plus or minus the number of {items} moved into or out of that section ({n} moved in, {n} moved"
      + " out).",
    summary: "R15: the number of {items} in an existing section after the update does not add up.",
    meaning: "Section {0} (its index after the update) showed {2} {items}; the batch inserts {3}, deletes {4}, moves"
      + " {5} in and {6} out; the data source now reports {1}.",
    detail: { values in
      let numbers = values.compactMap { value -> Int? in
        if case .number(let n) = value { return n }
        return nil
      }
      guard numbers.count == 7 else { return nil }
      let (after, before, inserted, deleted, movedIn, movedOut) =
        (numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], numbers[6])
      let expected = before + inserted - deleted + movedIn - movedOut
      return "Expected \(before) + \(inserted) - \(deleted) + \(movedIn) - \(movedOut) = \(expected), found \(after)"
        + " (off by \(after - expected))."
    },
    notes: countNotes)
  static let r15WithoutMoves = Entry(
    "R15-no-moves", rule: "R15",
    "Invalid update: invalid number of {items} in section {n}.  The number of {items} contained in an existing"
      + " section after the update ({n}) must be equal to the number of {items} contained in that section before the"
      + " update ({n}), plus or minus the number of {items} inserted or deleted from that section ({n} inserted, {n}"
      + " deleted).",
    current: false,
    summary: "R15: the number of {items} in an existing section after the update does not add up (the wording of"
      + " iOS before moves were counted: no \"moved in, moved out\" clause).",
    meaning: "Section {0} (its index after the update) showed {2} {items}; the batch inserts {3} and deletes {4}; the"
      + " data source now reports {1}.",
    detail: { values in
      let numbers = values.compactMap { value -> Int? in
        if case .number(let n) = value { return n }
        return nil
      }
      guard numbers.count == 5 else { return nil }
      let (after, before, inserted, deleted) = (numbers[1], numbers[2], numbers[3], numbers[4])
      let expected = before + inserted - deleted
      return "Expected \(before) + \(inserted) - \(deleted) = \(expected), found \(after) (off by \(after - expected))."
    },
    notes: countNotes)
  static let r15Logged = Entry(
    "R15-reload-data", rule: "R15",
    "Invalid update: invalid number of {items} in section {n}.  The number of {items} contained in an existing"
      + " section after the update ({n}) must be equal to the number of {items} contained in that section before the"
      + " update ({n}), plus or minus the number of {items} inserted or deleted from that section ({n} inserted, {n}"
      + " deleted) and plus or minus the number of {items} moved into or out of that section ({n} moved in, {n} moved"
      + " out). - will perform reloadData.",
    current: false,
    summary: "R15, logged instead of raised (iOS 13's collection view, `[UICollectionView] … - will perform"
      + " reloadData`): the counts did not add up, and the view recovered by reloading all its data — no crash, but"
      + " no animation, and the next iOS raises it.",
    meaning: "Section {0} (its index after the update) showed {2} {items}; the batch inserts {3}, deletes {4}, moves"
      + " {5} in and {6} out; the data source now reports {1}.",
    detail: r15.detail, notes: countNotes)
  static let r16 = Entry(
    "R16", rule: "R16",
    "Invalid batch updates detected: the number of sections and/or {items} returned by the data source before"
      + " {andOr} after performing the batch updates are inconsistent with the updates.\nData source before updates ="
      + " {counts}\nData source after updates = {counts}\nUpdates = [ {updates} ]",
    summary: "R16: the data source's counts before or after the batch are inconsistent with the updates (iOS 16.4+).",
    meaning: "Before the updates the data source reported {0} {items} per section, after them {1}; the updates: {2}.",
    notes: r16Notes)
  static let r16OtherConjunction = Entry(
    "R16-other-conjunction", rule: "R16",
    "Invalid batch updates detected: the number of sections and/or {items} returned by the data source before and"
      + " after performing the batch updates are inconsistent with the updates.\nData source before updates ="
      + " {counts}\nData source after updates = {counts}\nUpdates = [ {updates} ]",
    table: "Invalid batch updates detected: the number of sections and/or rows returned by the data source before"
      + " and/or after performing the batch updates are inconsistent with the updates.\nData source before updates ="
      + " {counts}\nData source after updates = {counts}\nUpdates = [ {updates} ]",
    current: false,
    summary: "R16: the data source's counts before or after the batch are inconsistent with the updates (iOS 16.4+;"
      + " the other view's conjunction, as some iOS versions print it).",
    meaning: "Before the updates the data source reported {0} {items} per section, after them {1}; the updates: {2}.",
    notes: r16Notes)
  static let r17 = Entry(
    "R17", rule: "R17", "request for number of {items} in section {n} when there are only {n} sections in the {view}",
    summary: "R17: the count of a section that does not exist was requested.",
    meaning: "Section {0} was asked for, but the view shows {1} sections.", notes: r17Notes)

  // Beyond R1–R17: misuse of the view (this project's wording, where UIKit has none on record).
  static let misuseNotes = Notes(
    causes: "a call the view does not allow at this point.",
    fix: "see the message; call it outside the update block, or with an index path the view shows.")
  static let reloadDataInsideBatch = Entry(
    "reload-data-in-batch", "reloadData must not be called inside the update block of performBatchUpdates",
    summary: "reloadData was called inside a batch update's block.", notes: misuseNotes)
  static let nestedBatch = Entry(
    "nested-batch", "performBatchUpdates must not be called inside the update block of another performBatchUpdates",
    summary: "performBatchUpdates was called inside another batch update's block.", notes: misuseNotes)
  static let reconfigureOutOfBounds = Entry(
    "reconfigure-out-of-bounds",
    "attempt to reconfigure {item} {n} in section {n}, but there are only {n} {items} in section {n} before the"
      + " update",
    summary: "A reconfigured {item} does not exist before the update.",
    meaning: "{Item} {0} of section {1} is reconfigured, but that section shows {2} {items}.",
    notes: deleteFrameNotes)
  static let reconfigureMissingSection = Entry(
    "reconfigure-no-section",
    "attempt to reconfigure {item} {n} in section {n}, but there are only {n} sections before the update",
    summary: "A reconfigured {item} is in a section that does not exist before the update.",
    meaning: "{Item} {0} of section {1} is reconfigured, but the view shows {2} sections.", notes: deleteFrameNotes)
  static let invalidIndexPath = Entry(
    "invalid-index-path", "attempt to {id} invalid index path: {path}",
    summary: "A query, scroll or selection named an index path the view does not show.",
    meaning: "The call ({0}) named {1}.", notes: misuseNotes)

  static let viewEntries: [Entry] = [
    r1, r1Section, r2, r2Section, r3, r3Section, r4, r5, r6, r7, r8, r9, r10, r10MissingSection, r10Section, r11,
    r11MissingSection, r11Section, r12TwoDestinations, r12TwoSources, r12SectionTwoDestinations,
    r12SectionTwoSources, r13FromDeleted, r13IntoInserted, r14, r15, r15WithoutMoves, r15Logged, r16,
    r16OtherConjunction, r17,
    reloadDataInsideBatch, nestedBatch,
    reconfigureOutOfBounds, reconfigureMissingSection, invalidIndexPath,
  ]
}

// MARK: - Cells and registrations (docs/semantics.md §3.1, §10)

extension FailureCatalogue {
  static let unregisteredNotes = Notes(
    causes: "the reuse identifier or registration was never registered with this view, is misspelled, or was"
      + " registered with another view.",
    fix: "register the class (or create the cell registration) once, before the first dequeue, with this exact"
      + " identifier.")
  static let notDequeuedNotes = Notes(
    causes: "the cell provider created the cell with its initializer instead of dequeuing it.",
    fix: "always obtain cells from a dequeue call (dequeueReusableCell… or dequeueConfiguredReusableCell).")
  static let nilCellNotes = Notes(
    causes: "the cell provider returned nil: an early `return nil` for an unexpected item, or a failed `as?` cast of"
      + " the dequeued cell.",
    fix: "always return a cell: handle every kind of item, and dequeue a fallback cell rather than returning nil.")
  static let registrationNotes = Notes(
    causes: "a cell registration is created inside the cell provider, so every call makes a new one and no cell is"
      + " ever reused.",
    fix: "create registrations once (a property, or before making the data source) and use them in the provider.")
  static let reconfigureNotes = Notes(
    causes: "the item was reconfigured, but its cell provider now picks another registration or reuse identifier;"
      + " a reconfigure keeps the existing cell, so its type cannot change.",
    fix: "reload the item (reloadItems) when its cell type changes; reconfigure only to show new content in the same"
      + " kind of cell.")
  static let supplementaryNotes = Notes(
    causes: "the layout asks for a supplementary view the data source cannot provide.",
    fix: "set a supplementaryViewProvider that returns a dequeued view for every kind the layout uses.")

  static let unregistered = Entry(
    "unregistered", rule: "unregistered",
    "could not dequeue a view of kind: {id} with identifier {id} - must register a nib or a class for the identifier"
      + " or connect a prototype cell in a storyboard",
    table: "unable to dequeue a cell with identifier {id} - must register a nib or a class for the identifier or"
      + " connect a prototype cell in a storyboard",
    summary: "A dequeue named a reuse identifier that was never registered.",
    notes: unregisteredNotes)
  static let cellNotDequeued = Entry(
    "not-dequeued", rule: "not-dequeued",
    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be"
      + " retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
    summary: "The data source returned a cell it did not dequeue.", notes: notDequeuedNotes)
  static let nilCell = Entry(
    "nil-cell", rule: "nil-cell",
    "{uiView}DiffableDataSource cell provider returned nil for index path {path} with item identifier '{id}', which"
      + " is not allowed. You must always return a cell to the {view}: {id}",
    summary: "The diffable data source's cell provider returned nil.",
    meaning: "The provider returned nil for item {1} at {0}.", notes: nilCellNotes)
  static let plainNilCell = Entry(
    "nil-cell-data-source", rule: "nil-cell",
    "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for"
      + " index path {path}",
    table: "UITableView dataSource returned a nil cell for row at index path: {path}",
    summary: "The data source returned nil for a cell.",
    meaning: "No cell for {0}.", notes: nilCellNotes)
  static let nilCellIOS6 = Entry(
    "nil-cell-ios6", rule: "nil-cell",
    "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:",
    current: false, summary: "The table's data source returned nil for a cell (the wording of iOS 6 and 7).",
    notes: nilCellNotes)
  static let nilCellIOS8 = Entry(
    "nil-cell-ios8", rule: "nil-cell", "UITableView ({dump}) failed to obtain a cell from its dataSource ({dump})",
    current: false,
    summary: "The table's data source returned nil for a cell (the wording of iOS 8 to 13, which names the table and"
      + " its data source).",
    notes: nilCellNotes)
  static let dequeuedViewNotReturned = Entry(
    "dequeued-view-not-returned",
    "Expected dequeued view to be returned to the collection view in preparation for display", current: false,
    summary: "A cell or supplementary view was dequeued and not returned to the collection view (iOS 18+).",
    notes: Notes(
      causes: "a dequeue outside the request for that view: a cell dequeued to measure its size (sizeForItemAt, a"
        + " height cache), to read or update an existing cell, twice for one request, or a view dequeued and then"
        + " replaced by another before it is returned.",
      fix: "dequeue exactly one view per request, in the cell (or supplementary view) provider, and return it; to"
        + " reach a cell already shown use cellForItem(at:) or supplementaryView(forElementKind:at:); to measure,"
        + " use a sizing cell you keep, not a dequeued one."))
  static let unregisteredCellWording = Entry(
    "unregistered-cell", rule: "unregistered",
    "could not dequeue a cell with identifier {id} - must register a nib or a class for the identifier or connect a"
      + " prototype cell in a storyboard",
    current: false, summary: "A dequeue named a reuse identifier that was never registered (a shorter wording).",
    notes: unregisteredNotes)
  static let registrationInProvider = Entry(
    "registration-in-provider", rule: "registration-in-provider",
    "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:"
      + " or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell"
      + " is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of"
      + " the collection view. Registrations should be created up front and reused.",
    summary: "A cell registration was created inside the cell provider (iOS 15+).",
    notes: registrationNotes)
  static let reconfigureOtherCell = Entry(
    "reconfigure-other-cell", rule: "reconfigure-other-cell",
    "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when"
      + " reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse"
      + " identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse"
      + " identifier: {id}; Existing cell reuse identifier: {id}",
    summary: "A reconfigure dequeued another registration or reuse identifier than the item's cell.",
    meaning: "The provider dequeued \"{0}\"; the existing cell was dequeued as \"{1}\".", notes: reconfigureNotes)
  static let plainNilSupplementary = Entry(
    "nil-supplementary-view",
    "the collection view's data source did not return a valid supplementary view of kind {id} from"
      + " -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for index path {path}",
    summary: "The data source returned nil for a supplementary view.", meaning: "No {0} view for {1}.",
    notes: supplementaryNotes)
  static let supplementaryProviderMissing = Entry(
    "no-supplementary-provider",
    "UICollectionView (or one of its layouts) requested a supplementary view of kind '{id}' at index path {path}, but"
      + " a supplementaryViewProvider was not specified on the diffable data source",
    summary: "The layout asked for a supplementary view and the diffable data source has no provider for it.",
    meaning: "A {0} view was asked for at {1}.", notes: supplementaryNotes)
  static let nilSupplementary = Entry(
    "nil-supplementary-provider",
    "UICollectionViewDiffableDataSource supplementary view provider returned nil for element kind '{id}' at index path"
      + " {path}, which is not allowed. You must always return a supplementary view to the collection view: {id}",
    summary: "The diffable data source's supplementary view provider returned nil.",
    meaning: "No {0} view for {1}.", notes: supplementaryNotes)
  static let supplementaryKindMismatch = Entry(
    "supplementary-kind-mismatch",
    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element"
      + " kind it is being used for. When asked for a view of element kind '{id}' the data source dequeued a view"
      + " registered for the element kind '{id}'.",
    summary: "The data source returned a supplementary view dequeued for another element kind.",
    meaning: "Asked for a {0} view, the data source dequeued a {1} view.",
    notes: Notes(
      causes: "the supplementary view provider dequeues with a registration (or kind) made for another element kind,"
        + " such as a header registration for a footer.",
      fix: "dequeue with the registration whose element kind is the kind the provider is asked for."))

  static let cellEntries: [Entry] = [
    unregistered, cellNotDequeued, nilCell, plainNilCell, registrationInProvider, reconfigureOtherCell,
    plainNilSupplementary, supplementaryProviderMissing, nilSupplementary, supplementaryKindMismatch, nilCellIOS6,
    nilCellIOS8, dequeuedViewNotReturned, unregisteredCellWording,
  ]
}
