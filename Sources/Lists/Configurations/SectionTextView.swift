// The header/footer view GroupedList registers: a supplementary view that shows a line of text.

/// A section header or footer showing plain text (UIKit's list header with a `UIListContentConfiguration`).
/// Subclass it to show more; GroupedList dequeues it for both supplementary kinds.
@MainActor
open class SectionTextView: HeadlessReusableView {
  /// How many times the list set the text of this instance (first display, refreshes after applies).
  public internal(set) var configurationCount = 0

  func show(_ text: String?) {
    self.text = text
    configurationCount += 1
  }
}
