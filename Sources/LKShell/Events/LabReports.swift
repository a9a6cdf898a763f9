// The update lab's facts for the renderers: a batch the view rejected (what the app sent, what the model held, what
// the view showed), the rows an accepted batch left out of sync with the model, and a cell-provider mistake that
// made the view fail. Facts only: the renderers word them (BatchExplanation.swift).

import ListKit
import Lists

/// A failure of the view, in its own words: a collection view's or a table view's (ListKit's one list-view error).
public typealias ViewFailure = ListViewError

extension ListViewError {
  /// A table view failed (its advice speaks of rows and of registering classes: tables have no cell registrations).
  public var isTable: Bool {
    if case .tableView = self { return true }
    return false
  }
}

/// One edit of a classic data source's model (a snapshot-editing command) and what it changed.
public struct ModelEdit: Sendable, Equatable {
  /// The command, as the user gave it.
  public var command: SessionCommand
  /// The change of each section's item count (sections whose count did not change are absent).
  public var itemCountChanges: [String: Int]
  /// Sections the edit added and removed.
  public var addedSections: [String]
  public var removedSections: [String]
  /// Sections that hold other items, or the same in another order, after the edit (a move within a section changes
  /// no count but is an edit of that section).
  public var changedSections: Set<String> = []
}

/// A batch (or a single call or query) the view rejected: the app would have crashed with `NSInternalInconsistencyException`. The session put
/// the model and the view back as they were before `batch`; these are the facts an explanation needs.
public struct RejectedBatch: Sendable, Equatable {
  /// The view's error (its message is UIKit's).
  public var failure: ViewFailure
  /// The view calls, in the order the app made them.
  public var calls: [ViewCall]
  /// The calls were written in a table's words (`delete-rows-at`).
  public var rows: Bool
  /// The model edits made inside the batch, in order.
  public var edits: [ModelEdit]
  /// Model edits made before `batch` that the view had not been told about (no `reload-data` or batch since).
  public var editsBeforeBatch: [ModelEdit]
  /// The sections the view showed before the update and their item counts.
  public var sectionsShown: [String]
  public var countsShown: [Int]
  /// The model's sections and item counts after the block (what the data source answers at the end).
  public var sectionsInModel: [String]
  public var countsInModel: [Int]
  /// A single view call outside `batch` (an implicit one-operation batch).
  public var isImplicit: Bool
  /// The structural calls that would have matched the model's change: the diff from what the view showed to the
  /// model at the end of the block.
  public var matchingUpdate: BatchUpdate
}

/// After an accepted batch: rows whose cell shows another item than the one the model holds there (counts add up,
/// identities do not). UIKit cannot tell; apps show wrong rows.
public struct OutOfSyncReport: Sendable, Equatable {
  public struct Row: Sendable, Equatable {
    public var indexPath: IndexPath
    /// The item the view shows in the row (nil when it has none).
    public var shown: AnyItem?
    /// The item the model holds at that index path (nil when the model has no such row).
    public var model: AnyItem?
  }
  /// A section whose identifier differs between the view and the model.
  public struct Section: Sendable, Equatable {
    public var index: Int
    public var shown: String?
    public var model: String?
  }
  public var sections: [Section]
  public var rows: [Row]
  /// The view: it decides the noun (a table's rows, a collection view's items).
  public var view: ViewKind = .collection

  /// Nothing is out of sync.
  public var isEmpty: Bool { sections.isEmpty && rows.isEmpty }
}

/// A cell-provider mistake injected with `inject-bug` that made the view fail; the session left every state as it was.
public struct CellProviderFailure: Sendable, Equatable {
  /// The mistake.
  public var bug: InjectedBug
  /// The view's error (UIKit's message).
  public var failure: ViewFailure
  /// The command that asked the view for cells (`apply`, `reload-data`, `commit`, `scroll-to`, …).
  public var trigger: String
}
