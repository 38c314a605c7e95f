import Foundation

/// ViewTree's `UIImagePickerController`: the system photo picker, a navigation controller (as in UIKit, which is
/// why its delegate is also a `NavigationControllerDelegate`) whose one screen is titled "Photos" and has a Cancel
/// button.
///
/// There is no photo library on Linux, so a test plays the user: `finishPicking(image:editedImage:cropRect:)`
/// answers with an image, `cancel()` (or tapping Cancel) cancels. The delegate hears what UIKit would tell it, with
/// UIKit's info keys; a delegate that does not implement the call leaves the picker to dismiss itself.
///
/// `isSourceTypeAvailable(_:)` answers as the iOS Simulator does: a photo library, no camera, unless the world
/// says it has one (`Simulation.isCameraAvailable`). Choosing an unavailable source is rejected with a
/// diagnostic (UIKit raises `NSInvalidArgumentException`, "Source type 1 not available").
open class ImagePickerController: NavigationController {
    /// `UIImagePickerController.SourceType`, with UIKit's raw values.
    public enum SourceType: Int, Sendable, CaseIterable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable {
        /// The back camera.
        case rear = 0
        /// The front camera.
        case front = 1
    }

    /// `UIImagePickerController.InfoKey`: the keys of the dictionary `didFinishPickingMediaWithInfo` receives,
    /// with UIKit's raw values (`"UIImagePickerControllerOriginalImage"`, …).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's constant's value.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picked image, as taken or as stored.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user cropped it (only with `allowsEditing`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle, in the original image's coordinates, as an `NSValue`/`CGRect` (with `allowsEditing`).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The type identifier of what was picked (`"public.image"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// A file URL of the picked image (iOS 11).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// A file URL of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// A photo's metadata (camera only).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// The type identifier of images (`UTType.image`, `kUTTypeImage`): `mediaTypes`' default.
    public static let imageMediaType = "public.image"
    /// The type identifier of movies (`UTType.movie`, `kUTTypeMovie`).
    public static let movieMediaType = "public.movie"
    /// The title of the picker's screen: "Photos" (the photo library's navigation title in UIKit's picker).
    public static let libraryTitle = "Photos"

    /// `sourceType`: where the picture comes from; default `.photoLibrary`. Setting a source the world does not
    /// have is rejected with a diagnostic and the old value kept.
    public var sourceType: SourceType = .photoLibrary {
        didSet {
            guard sourceType != oldValue, !ImagePickerController.isSourceTypeAvailable(sourceType, in: world) else { return }
            let refused = sourceType
            sourceType = oldValue
            report(.invalidValue, "sourceType: Source type \(refused.rawValue) not available (UIKit raises NSInvalidArgumentException); the source stays \(oldValue)")
        }
    }
    /// `mediaTypes`: the type identifiers offered; default `["public.image"]`.
    public var mediaTypes: [String] = [ImagePickerController.imageMediaType]
    /// `allowsEditing`: whether the user crops the picture (then `editedImage` and `cropRect` are in the info).
    public var allowsEditing = false
    /// `cameraDevice`; default `.rear`.
    public var cameraDevice: CameraDevice = .rear

    /// `isSourceTypeAvailable(_:)`: whether the current world has that source (see the type's documentation).
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        isSourceTypeAvailable(sourceType, in: Simulation.current)
    }

    /// `availableMediaTypes(for:)`: images and movies for an available source, nil otherwise.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageMediaType, movieMediaType] : nil
    }

    static func isSourceTypeAvailable(_ sourceType: SourceType, in world: Simulation?) -> Bool {
        sourceType != .camera || world?.isCameraAvailable == true
    }

    /// `init()`: a picker showing the photo library.
    public init() {
        super.init(nibName: nil, bundle: nil)
        let library = ViewController()
        library.title = ImagePickerController.libraryTitle
        library.navigationItem.rightBarButtonItem = BarButtonItem(
            barButtonSystemItem: .cancel,
            primaryAction: Action(title: "Cancel") { [weak self] _ in self?.cancel() })
        setViewControllers([library], animated: false)
    }

    /// `initWithCoder:` (required by `ViewController`): as `init()`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var world: Simulation? { simulation ?? Simulation.current }

    // MARK: What the user does

    /// The user picked `image` (cropping it to `editedImage` and `cropRect` when `allowsEditing`; by default the
    /// whole image): the delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)` gets UIKit's keys.
    public func finishPicking(image: Image, editedImage: Image? = nil, cropRect: CGRect? = nil) {
        var info: [InfoKey: Any] = [.mediaType: ImagePickerController.imageMediaType, .originalImage: image]
        if allowsEditing {
            info[.editedImage] = editedImage ?? image
            info[.cropRect] = cropRect ?? CGRect(origin: .zero, size: image.size)
        }
        if let delegate = delegate as? ImagePickerControllerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismissItself()
        }
    }

    /// The user tapped Cancel: the delegate's `imagePickerControllerDidCancel(_:)`.
    public func cancel() {
        if let delegate = delegate as? ImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismissItself()
        }
    }

    /// What the picker does when its delegate does not answer: it goes away.
    func dismissItself() {
        (presentingViewController ?? self).dismiss(animated: true)
    }
}

/// `UIImagePickerControllerDelegate`. Both methods are optional in UIKit: without them the picker dismisses itself
/// (ours, as UIKit is observed to behave; its documentation asks the delegate to dismiss it).
public protocol ImagePickerControllerDelegate: NavigationControllerDelegate {
    /// The user picked a picture or movie, described by `info`.
    func imagePickerController(_ picker: ImagePickerController,
                               didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Default: the picker dismisses itself.
    public func imagePickerController(_ picker: ImagePickerController,
                                      didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]) {
        picker.dismissItself()
    }
    /// Default: the picker dismisses itself.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) { picker.dismissItself() }
}
