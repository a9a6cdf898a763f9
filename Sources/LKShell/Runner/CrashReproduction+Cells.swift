// The reproductions of the cell failures the update lab injects (`inject-bug`, docs/language.md §8.3): a view whose
// item at the message's index path is the one the cell provider gets wrong, and the `reload-data` that asks for it.

import ListKit

extension CrashReproduction {
  /// The lines that make the view ask a provider making `message`'s mistake for a cell, ending in `expect error`
  /// and `reload-data`; nil when the simulator does not model it.
  static func cellFailure(_ message: FailureMessage) -> [String]? {
    let bug: String
    var path = (section: 0, item: 0)
    switch message.entry.id {
    case "nil-cell-data-source", "not-dequeued", "unregistered": break
    default: return nil
    }
    var expectation = firstLine(of: message.text)
    switch message.entry.id {
    case "nil-cell-data-source":
      guard let value = message.values.first, let named = indexPath(value) else { return nil }
      path = named
      bug = "nil-cell"
    case "not-dequeued":
      bug = "not-dequeued"
    case "unregistered":
      // The simulator dequeues a reuse identifier of its own: the expectation stops before the log's.
      bug = "unregistered"
      guard let cut = expectation.firstRange(of: "with identifier") else { return nil }
      expectation = String(expectation[..<cut.upperBound])
    default:
      return nil
    }
    let item = "s\(path.section)i\(path.item + 1)"
    // A table accepts a cell it did not dequeue (as UIKit does): only a collection view fails.
    let table = message.wording == .tableView && bug != "not-dequeued"
    var lines = [table ? "view table" : "view collection", "data-source classic"]
    lines += setup(counts(sections: path.section + 1, needs: [(path.section, path.item + 1)]))
    if path.item + 1 > 20 { lines.append("set viewport \(path.item + 1)") }
    lines.append(bug == "unregistered" ? "inject-bug unregistered Text" : "inject-bug \(bug) \(item)")
    lines += ["expect error " + quoted(expectation), "reload-data"]
    return lines
  }
}
