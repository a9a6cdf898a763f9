// The shell's cap on long lists in what it prints: the first entries, then how many more ("… and N more").

import ListKit

enum OutputLimit {
  /// At most this many entries of one list are printed.
  static let listLimit = 50

  /// `… and N more`: what stands for the entries that were not printed.
  static func more(_ count: Int) -> String { "… and \(count) more" }

  /// A catalogued message with each list of identifiers (or updates) cut to ``listLimit`` entries, and how many were
  /// cut said after it; Apple's text itself is the catalogue's (a duplicate-identifier error for 500k items would
  /// otherwise be one line of megabytes).
  static func text(of message: FailureMessage) -> String {
    var cut = 0
    let values = message.values.map { value -> FailureMessage.Value in
      guard case .list(let entries) = value, entries.count > listLimit else { return value }
      cut += entries.count - listLimit
      return .list(Array(entries.prefix(listLimit)))
    }
    guard cut > 0 else { return message.text }
    return FailureMessage(message.entry, wording: message.wording, values).text + " " + more(cut)
  }
}
