// `help` text, rendered from the command table (plain text; a renderer may add colour).

/// The text of `help` and `help COMMAND`.
enum Help {
  /// All commands grouped as in docs/language.md §3, one line per form: usage, then summary.
  ///
  /// - Complexity: O(number of forms).
  static func overview() -> String {
    let rows = CommandTable.all.flatMap { spec in spec.forms.map { (spec, spec.usage(of: $0), $0) } }
    let width = min(rows.map(\.1.count).max() ?? 0, 40)
    var text = "Commands (any unique prefix works; 'help COMMAND' shows details):\n"
    for group in CommandGroup.allCases {
      text += "\n\(group.rawValue)\n"
      for (spec, usage, form) in rows where spec.group == group {
        let padding = String(repeating: " ", count: max(width - usage.count, 0) + 2)
        var summary = form.summary
        if spec.availability == .insideSectionSnapshot && group != .sectionSnapshots {
          summary += " (in a section snapshot)"
        }
        text += "  \(usage)\(padding)\(summary)\n"
      }
    }
    text += "\nItems are words (Text items) or Type:id (see 'types'); quote words with spaces.\n"
    return text
  }

  /// `help` (nil: the overview) or `help COMMAND [FORM]`.
  static func text(for topic: HelpTopic?) -> String {
    guard let topic else { return overview() }
    return text(for: topic.command, form: topic.form) ?? overview()
  }

  /// Usage, summary, Apple equivalent and example of every form of the command `name` (exact name; two
  /// blocks for `apply`, `expand` and `collapse`, one per context), or of its form `form` only. Nil when there is
  /// no such command.
  static func text(for name: String, form keyword: String? = nil) -> String? {
    let specs = CommandTable.specs(named: name)
    guard !specs.isEmpty else { return nil }
    var blocks: [String] = []
    for spec in specs {
      var block = ""
      switch spec.availability {
      case .everywhere: break
      case .insideSectionSnapshot: block += "Inside a section-snapshot context:\n"
      case .outsideSectionSnapshot where specs.count > 1: block += "Outside a section-snapshot context:\n"
      case .outsideSectionSnapshot: break
      }
      for form in spec.forms where keyword == nil || form.keyword == keyword {
        block += "usage: \(spec.usage(of: form))\n"
        block += "  \(form.summary)\n"
        if let apple = form.appleEquivalent { block += "  Apple:   \(apple)\n" }
        block += "  example: \(form.example)\n"
      }
      blocks.append(block)
    }
    return blocks.joined(separator: "\n")
  }
}
