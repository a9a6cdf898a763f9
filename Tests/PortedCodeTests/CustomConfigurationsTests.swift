// The custom configurations of Apple's "Implementing Modern Collection Views" sample: a content configuration and
// content view written for UIKit's `UIContentConfiguration` / `UIContentView`, a background from the cell's state, and
// a cell subclass that configures itself in `updateConfiguration(using:)`. Ported by swapping the platform lines
// (colours become names, Auto Layout is gone); the configuration and cell API is as UIKit code writes it.

import ListKit
import Testing

// MARK: The ported configurations

struct CustomBackgroundConfiguration {
  static func configuration(for state: UICellConfigurationState) -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration.clear()
    background.cornerRadius = 10
    if state.isHighlighted || state.isSelected {
      background.cornerRadius = 12
    }
    return background
  }
}

struct CustomContentConfiguration: UIContentConfiguration, Hashable {
  var image: UIImage? = nil
  var tintColor: String? = nil

  func makeContentView() -> UIView & UIContentView {
    return CustomContentView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> Self {
    guard let state = state as? UICellConfigurationState else { return self }
    var updatedConfig = self
    if state.isSelected || state.isHighlighted {
      updatedConfig.tintColor = "white"
    }
    return updatedConfig
  }
}

final class CustomContentView: UIView, UIContentView {
  init(configuration: CustomContentConfiguration) {
    super.init(frame: .zero)
    setupInternalViews()
    apply(configuration: configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var configuration: UIContentConfiguration {
    get { appliedConfiguration }
    set {
      guard let newConfig = newValue as? CustomContentConfiguration else { return }
      apply(configuration: newConfig)
    }
  }

  let imageView = UIImageView()

  private func setupInternalViews() {
    imageView.isHidden = true
  }

  private var appliedConfiguration: CustomContentConfiguration!

  private func apply(configuration: CustomContentConfiguration) {
    guard appliedConfiguration != configuration else { return }
    appliedConfiguration = configuration

    imageView.isHidden = configuration.image == nil
    imageView.image = configuration.image
  }
}

final class CustomConfigurationCell: UICollectionViewCell {
  var image: UIImage? {
    didSet { setNeedsUpdateConfiguration() }
  }
  private(set) var updates: [UICellConfigurationState] = []
  private(set) var reuses = 0
  private(set) var selections = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isSelected: Bool {
    didSet { if isSelected { selections += 1 } }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    updates.append(state)
    backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)
    var content = CustomContentConfiguration().updated(for: state)
    content.image = image
    contentConfiguration = content
  }
}

// MARK: What they do on a device

@MainActor
struct CustomConfigurationsTests {
  private func makeView() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 88), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<CustomConfigurationCell, String> { cell, indexPath, name in
      cell.image = UIImage(systemName: name)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["star", "heart", "bolt", "leaf"])
    dataSource.apply(snapshot, animatingDifferences: false)
    return (collectionView, dataSource)
  }

  @Test func aCellConfiguresItselfFromItsStateAndSelectionUpdatesIt() throws {
    let (collectionView, dataSource) = makeView()
    defer { withExtendedLifetime(dataSource) {} }  // the app keeps it: the cells are made at the view's layout
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CustomConfigurationCell)
    var content = try #require(cell.contentConfiguration as? CustomContentConfiguration)
    #expect(content == CustomContentConfiguration(image: UIImage(systemName: "star"), tintColor: nil))
    #expect(cell.backgroundConfiguration?.cornerRadius == 10)

    let updatesBefore = cell.updates.count
    collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(cell.selections == 1)
    #expect(cell.updates.dropFirst(updatesBefore).map(\.isSelected) == [true])
    content = try #require(cell.contentConfiguration as? CustomContentConfiguration)
    #expect(content.tintColor == "white")
    #expect(cell.backgroundConfiguration?.cornerRadius == 12)

    let contentView = try #require(content.makeContentView() as? CustomContentView)
    #expect(contentView.imageView.image == UIImage(systemName: "star"))
    #expect(!contentView.imageView.isHidden)
  }

  @Test func aRecycledSubclassIsPreparedForReuseThroughItsOverride() throws {
    let (collectionView, dataSource) = makeView()
    collectionView.scroll(toRow: 2)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CustomConfigurationCell)
    #expect(cell.reuses == 1)
    #expect((cell.contentConfiguration as? CustomContentConfiguration)?.image == UIImage(systemName: "bolt"))
    #expect(collectionView.invariantViolations().isEmpty)
    withExtendedLifetime(dataSource) {}
  }
}
