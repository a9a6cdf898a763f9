// The update lab's facts for the renderers: a batch the view rejected (what the app sent, what the model held, what
// the view showed), the rows an accepted batch left out of sync with the model, and a cell-provider mistake that
// made the view fail. Facts only: the renderers word them (BatchExplanation.swift).

import ListKit
import Lists

/// A failure of the view, in its own words: a collection view's or a table view's (ListKit's one list-view error).
typealias ViewFailure = ListViewError

extension ListViewError {
  /// The kind of view that failed (a table's advice speaks of rows and of registering classes: tables have no cell
  /// registrations).
  var view: ViewKind {
    switch self {
    case .collectionView: .collection
    case .tableView: .table
    }
  }
}

extension ShellError {
  /// The view's failure inside the error: the view's own, or the one the data source met in the view (during or
  /// after an update); nil for any other error.
  var viewFailure: ViewFailure? {
    switch self {
    case .view(let failure): failure
    case .dataSource(.collectionView(let error)), .dataSource(.viewFailedAfterUpdate(let error)): .collectionView(error)
    case .dataSource(.tableView(let error)), .dataSource(.tableViewFailedAfterUpdate(let error)): .tableView(error)
    default: nil
    }
  }
}

/// One edit of a classic data source's model (a snapshot-editing command) and what it changed.
struct ModelEdit: Sendable, Equatable {
  /// The command, as the user gave it.
  var command: SessionCommand
  /// The change of each section's item count (sections whose count did not change are absent).
  var itemCountChanges: [String: Int]
  /// Sections the edit added and removed.
  var addedSections: [String]
  var removedSections: [String]
  /// Sections that hold other items, or the same in another order, after the edit (a move within a section changes
  /// no count but is an edit of that section).
  var changedSections: Set<String> = []
}

/// A batch (or a single call or query) the view rejected: the app would have crashed with `NSInternalInconsistencyException`. The session put
/// the model and the view back as they were before `batch`; these are the facts an explanation needs.
struct RejectedBatch: Sendable, Equatable {
  /// The view's error (its message is UIKit's).
  var failure: ViewFailure
  /// The view calls, in the order the app made them.
  var calls: [ViewCall]
  /// The kind of view the calls were made on, whose words they are written in (`delete-rows-at` for a table).
  var view: ViewKind
  /// The model edits made inside the batch, in order.
  var edits: [ModelEdit]
  /// Model edits made before `batch` that the view had not been told about (no `reload-data` or batch since).
  var editsBeforeBatch: [ModelEdit]
  /// The sections the view showed before the update and their item counts.
  var sectionsShown: [String]
  var countsShown: [Int]
  /// The model's sections and item counts after the block (what the data source answers at the end).
  var sectionsInModel: [String]
  var countsInModel: [Int]
  /// The model itself after the block, the one the counts were checked against (the pictures draw it beside the
  /// unchanged view).
  var model: DiffableDataSourceSnapshot<String, AnyItem>
  /// A single view call outside `batch` (an implicit one-operation batch).
  var isImplicit: Bool
  /// The structural calls that would have matched the model's change: the diff from what the view showed to the
  /// model at the end of the block.
  var matchingUpdate: BatchUpdate
}

/// After an accepted batch: rows whose cell shows another item than the one the model holds there (counts add up,
/// identities do not). UIKit cannot tell; apps show wrong rows.
struct OutOfSyncReport: Sendable, Equatable {
  struct Row: Sendable, Equatable {
    var indexPath: IndexPath
    /// The item the view shows in the row (nil when it has none).
    var shown: AnyItem?
    /// The item the model holds at that index path (nil when the model has no such row).
    var model: AnyItem?
  }
  /// A section whose identifier differs between the view and the model.
  struct Section: Sendable, Equatable {
    var index: Int
    var shown: String?
    var model: String?
  }
  var sections: [Section]
  var rows: [Row]
  /// The view: it decides the noun (a table's rows, a collection view's items).
  var view: ViewKind = .collection

  /// Nothing is out of sync.
  var isEmpty: Bool { sections.isEmpty && rows.isEmpty }
}

/// A cell-provider mistake injected with `inject-bug` that made the view fail; the session left every state as it was.
struct CellProviderFailure: Sendable, Equatable {
  /// The mistake.
  var bug: InjectedBug
  /// The view's error (UIKit's message).
  var failure: ViewFailure
  /// The command that asked the view for cells (`apply`, `reload-data`, `commit`, `scroll-to`, …).
  var trigger: String
  /// `set recover on` was in force: it recovers from rejected batches only, never from a cell provider's mistake.
  var recoveryWasOn = false
}
