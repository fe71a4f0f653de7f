import Reactive
import Service

/// What every browse screen is given to act and draw: the terminal's size and the web host its
/// links must belong to.
public struct ScreenContext: Sendable {
    /// Columns.
    public var width: Int
    /// Lines.
    public var height: Int
    /// The configured host's web pages: the only URLs `o` and `y` hand on.
    public var web: WebPages
    /// Whether the screens are read aloud (`browse --accessible`): texts are then written for a
    /// screen reader, with no box drawing, numbers in gutters or wrapped lines.
    public var accessible: Bool

    /// Creates a context.
    public init(width: Int, height: Int, web: WebPages, accessible: Bool = false) {
        (self.width, self.height, self.web, self.accessible) = (width, height, web, accessible)
    }

    /// How the lines are shared.
    var layout: ScreenLayout { ScreenLayout(height: height) }
    /// The rows a list shows.
    var listRows: Int { layout.listRows }
    /// The lines a text shows.
    var textLines: Int { layout.textLines }
    /// The columns a text (a diff, a README) is laid out in: the screen's, less its margins.
    var textColumns: Int { width - Self.margins }
    /// The columns a screen keeps either side of its text.
    static let margins = 2
}

/// One browse screen's state, after Bubble Tea's Model/Update/View: `update` turns a key into
/// changes of its own state (and intents on its view model) and returns what it cannot do itself
/// as effects; `screen` draws that state as values. It says what it needs loaded by returning
/// effects too (`start()` and keys return `.load`), and which screen comes next as a route
/// (`.open`). The `Browser` holds a stack of them and runs their navigation and loads; the driver
/// runs the terminal's. The browser and the driver know a screen only through this protocol:
/// adding a screen adds a type of it and its `ScreenRoute`, not a branch in a switch.
@MainActor
public protocol ScreenState: AnyObject {
    /// Which key line it shows.
    var kind: BrowseScreenKind { get }
    /// True while it waits on the network: the spinner turns.
    var isBusy: Bool { get }
    /// Why its last load failed, if it did.
    var failure: GitHubError? { get }
    /// What it shows, for a failure's message: `repository 'o/r'`.
    var subject: String { get }
    /// True while a filter or search is being typed: every key goes to `update`, `q` included.
    var isTypingText: Bool { get }
    /// Sends before anything it shows changes.
    var changes: AnyPublisher<Void, Never> { get }
    /// What it asks for once its data is in, as a key's effects are asked for (following a
    /// link it has just read, say); the `Browser` runs them while it is the screen on top.
    var requests: AnyPublisher<[BrowseEffect], Never> { get }
    /// What it loads, when first shown; nothing starts until the `Browser` runs it.
    func start() -> [BrowseEffect]
    /// Stops what it loads, when left.
    func stop()
    /// Shows `ref`, picked on the screen above it (`.chooseRef`); returns what that loads.
    func choose(ref: String) -> [BrowseEffect]
    /// Acts on `key`.
    func update(_ key: Key, context: ScreenContext) -> [BrowseEffect]
    /// The screen as it stands.
    func screen(_ context: ScreenContext) -> BrowseScreen
}

extension ScreenState {
    /// Most screens ask for nothing but on a key.
    public var requests: AnyPublisher<[BrowseEffect], Never> { Empty().eraseToAnyPublisher() }

    /// Most screens show no ref: a ref picked above them changes nothing.
    public func choose(ref: String) -> [BrowseEffect] { [] }
}
