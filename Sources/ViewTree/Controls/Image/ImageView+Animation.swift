import Foundation

/// What an image view keeps for `animationImages` (made on first use: most image views never animate).
final class ImageAnimationStorage {
    var images: [Image]?
    var highlightedImages: [Image]?
    /// As set; 0 means the default (`ImageView.defaultAnimationFrameDuration` per frame).
    var duration: TimeInterval = 0
    var repeatCount = 0
    /// The animation started by `startAnimating()`, until `stopAnimating()` or the view leaves its window.
    var run: ImageAnimationRun?
}

/// One run of an image view's animation, fixed when it starts (as Core Animation copies an animation when it is
/// added): changing `animationImages`, the duration or the repeat count afterwards acts on the next start.
struct ImageAnimationRun {
    let frames: [Image]
    /// The world's time at the start.
    let start: Double
    /// One cycle through the frames.
    let cycle: TimeInterval
    /// 0: forever.
    let repeatCount: Int
    /// Whether the frames are those of an animated `image` (which plays by itself) rather than `animationImages`.
    var playsAnimatedImage = false

    /// Whether the run is over at `now` (a finite run ends after `repeatCount` cycles).
    func hasEnded(at now: Double) -> Bool {
        repeatCount > 0 && now - start >= cycle * Double(repeatCount)
    }

    /// The frame shown at `now`: each frame for an equal share of the cycle.
    func frame(at now: Double) -> Image {
        let elapsed = max(0, now - start)
        let phase = cycle > 0 ? elapsed.truncatingRemainder(dividingBy: cycle) / cycle : 0
        return frames[min(frames.count - 1, max(0, Int(phase * Double(frames.count))))]
    }
}

extension ImageView {
    /// 1/30 s: a frame's share of the default `animationDuration` ("default is number of images * 1/30th of a
    /// second (i.e. 30 fps)", `UIImageView.h`).
    public static let defaultAnimationFrameDuration: TimeInterval = 1.0 / 30

    var imageAnimation: ImageAnimationStorage {
        if let made = imageAnimationStorage { return made }
        let made = ImageAnimationStorage()
        imageAnimationStorage = made
        return made
    }

    /// The frames the view animates through in its highlight state: `highlightedAnimationImages` while highlighted
    /// (falling back to `animationImages`, as `highlightedImage` falls back to `image`; ours), else `animationImages`.
    var framesForCurrentState: [Image] {
        let storage = imageAnimationStorage
        let frames = isHighlighted ? (storage?.highlightedImages ?? storage?.images) : storage?.images
        return frames ?? []
    }

    /// The duration read back: as set, or the frames' count × 1/30 s when it is 0 (the default).
    var effectiveAnimationDuration: TimeInterval {
        let stored = imageAnimationStorage?.duration ?? 0
        return stored > 0 ? stored : Double(framesForCurrentState.count) * ImageView.defaultAnimationFrameDuration
    }

    func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            return reject(.invalidValue, "animationDuration \(duration) must be finite and not negative; it stays \(effectiveAnimationDuration)")
        }
        imageAnimation.duration = duration
    }

    func setAnimationRepeatCount(_ count: Int) {
        guard count >= 0 else {
            return reject(.invalidValue, "animationRepeatCount \(count) must not be negative (0 repeats forever); it stays \(imageAnimationStorage?.repeatCount ?? 0)")
        }
        imageAnimation.repeatCount = count
    }

    /// `startAnimating()`'s work: a new run from now through the current state's frames (none: nothing starts).
    func beginImageAnimation() {
        let frames = framesForCurrentState
        guard !frames.isEmpty else {
            imageAnimationStorage?.run = nil
            return
        }
        imageAnimation.run = ImageAnimationRun(frames: frames, start: simulation?.now ?? 0,
                                               cycle: effectiveAnimationDuration, repeatCount: imageAnimation.repeatCount)
    }

    /// The run still going at the world's current time, if any.
    var liveImageAnimationRun: ImageAnimationRun? {
        guard let run = imageAnimationStorage?.run else { return nil }
        return run.hasEnded(at: simulation?.now ?? run.start) ? nil : run
    }

    /// `image` changed (or `init(image:)` set it): an animated image with a duration above 0 starts playing, forever,
    /// its frames sharing its duration ("If you specify an animated image whose duration is greater than 0, the image
    /// view automatically starts playing the animation", `UIImageView.init(image:)` documentation); an animated image
    /// that was playing stops when another image replaces it. `stopAnimating()` stops it too.
    func imageDidChangeForImageAnimation() {
        if let image, let frames = image.images, !frames.isEmpty, image.duration > 0 {
            var run = ImageAnimationRun(frames: frames, start: simulation?.now ?? 0, cycle: image.duration, repeatCount: 0)
            run.playsAnimatedImage = true
            imageAnimation.run = run
        } else if imageAnimationStorage?.run?.playsAnimatedImage == true {
            imageAnimationStorage?.run = nil
        }
    }

    /// The view moved to another window or out of one: leaving stops the animation (Core Animation removes a layer's
    /// animations when it leaves the window); an animated image plays again once the view is back in a window.
    func windowDidChangeForImageAnimation() {
        if window == nil {
            imageAnimationStorage?.run = nil
        } else if imageAnimationStorage?.run == nil {
            imageDidChangeForImageAnimation()
        }
    }

    /// The highlight changed while animating: the animation starts again with the new state's frames (as
    /// Chameleon's `UIImageView` restarts it).
    func highlightDidChangeForImageAnimation() {
        if liveImageAnimationRun != nil { beginImageAnimation() }
    }
}
