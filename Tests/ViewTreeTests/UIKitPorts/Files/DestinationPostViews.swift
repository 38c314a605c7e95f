//
//  DestinationPostViews.swift
//
//  Twenty-fourth probe. Four files of Apple's "Building high-performance lists and collection views" sample (iOS 15),
//  as copied in mihaelamj/cupertino-sample-code under `uikit-building-high-performance-lists-and-collection-views/
//  CollectionViewSample/` (commit 37fd4fb24f1e9363bb80c988885630cf05344070), each below as the sample has it, its own
//  header and import kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `DestinationPost.swift`: the `Identifiable` models;
//  - `Views/DestinationPostPropertiesView.swift`: labels laid out in `layoutSubviews()` by `sizeThatFits(_:)` and
//    `divided(atDistance:from:)` inside the layout margins, `adjustsFontForContentSizeCategory`;
//  - `Utilities/Appearance.swift`: fonts from `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)` with
//    `withSymbolicTraits(.traitBold)` and `withDesign(.monospaced)`, `UIFont(descriptor:size: 0)`;
//  - `Views/SectionBackgroundView.swift`: a decoration view with a `CAGradientLayer`.
//  Left out: the grid controller and the cell, which import Combine (not on Linux).
//  What remains: `SectionBackgroundView.swift` overrides `layoutSubviews()` in an extension (Porting.md).
//
// expect-error:  instance method 'layoutSubviews()' declared in 'View' cannot be overridden from extension
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The post object.
*/

import UIKit

struct Section: Identifiable {
    
    enum Identifier: String, CaseIterable {
        case featured = "Featured"
        case all = "All"
    }
    
    var id: Identifier
    var posts: [DestinationPost.ID]
}

struct Asset: Identifiable {
    static let noAsset: Asset = Asset(id: "none", isPlaceholder: false, image: UIImage(systemName: "airplane.circle.fill")!)
    
    var id: String
    var isPlaceholder: Bool
    
    var image: UIImage
    
    func withImage(_ image: UIImage) -> Asset {
        var this = self
        this.image = image
        return this
    }
}

struct DestinationPost: Identifiable {
    
    var id: String
    
    var region: String
    var subregion: String?
    
    var numberOfLikes: Int
    
    var assetID: Asset.ID
    
    init(id: String, region: String, subregion: String? = nil, numberOfLikes: Int, assetID: Asset.ID) {
        self.id = id
        self.region = region
        self.subregion = subregion
        self.numberOfLikes = numberOfLikes
        self.assetID = assetID
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The destination post properties view.
*/
import UIKit

class DestinationPostPropertiesView: UIView {
    
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let likeCountLabel = UILabel()
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        
        backgroundColor = .secondarySystemBackground
        
        titleLabel.font = Appearance.titleFont
        titleLabel.textColor = UIColor.label
        titleLabel.adjustsFontForContentSizeCategory = true
        
        subtitleLabel.font = Appearance.subtitleFont
        subtitleLabel.textColor = UIColor.secondaryLabel
        subtitleLabel.adjustsFontForContentSizeCategory = true
                                       
        likeCountLabel.font = Appearance.likeCountFont
        likeCountLabel.textColor = .secondaryLabel
        likeCountLabel.adjustsFontForContentSizeCategory = true
        
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        addSubview(likeCountLabel)
    }
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    var needsRelayout: Bool = true
    var post: DestinationPost? {
        didSet {
            let header = self.headerValues(for: post)
            if header != self.headerValues(for: oldValue) {
                titleLabel.text = header.title
                subtitleLabel.text = header.subtitle
                // Only invalidate our current size
                // when the post changes.
                needsRelayout = true
            }
            
            let numberOfLikes = post?.numberOfLikes ?? 0
            likeCountLabel.text = "\(numberOfLikes) likes"
        }
    }
    
    private var previousBounds: CGSize = .zero
    override func layoutSubviews() {
        super.layoutSubviews()
        
        needsRelayout = false
        var layoutBounds = bounds.inset(by: layoutMargins)
        
        // Fills the remaining height with the `sizeThatFits`
        // the `view`
        func layout(view: UIView) {
            let fittingSize = CGSize(width: layoutBounds.width, height: UILabel.noIntrinsicMetric)
            let size = view.sizeThatFits(fittingSize)
            (view.frame, layoutBounds) = layoutBounds.divided(atDistance: size.height, from: .minYEdge)
        }
        
        layout(view: titleLabel)
        
        if subtitleLabel.text != nil {
            layout(view: subtitleLabel)
        }
        
        if likeCountLabel.text != nil {
            layout(view: likeCountLabel)
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layoutMargin = self.layoutMargins
        let fittingSize = CGSize(width: size.width - layoutMargins.left - layoutMargins.right, height: UILabel.noIntrinsicMetric)

        var height = layoutMargin.top + layoutMargin.bottom
        height += titleLabel.sizeThatFits(fittingSize).height
        if subtitleLabel.text != nil {
            height += subtitleLabel.sizeThatFits(fittingSize).height
        }
        if likeCountLabel.text != nil {
            height += likeCountLabel.sizeThatFits(fittingSize).height
        }
        
        return CGSize(width: size.width, height: height)
    }
    
    private func headerValues(for post: DestinationPost?) -> (title: String?, subtitle: String?) {
        guard let post = post else { return (nil, nil) }
        if let subregion = post.subregion {
            return (subregion, post.region)
        } else {
            return (post.region, nil)
        }
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Defines some appearance constants.
*/

import Foundation
import UIKit
struct Appearance {
    static let sectionHeaderFont: UIFont = {
        let boldFontDescriptor = UIFontDescriptor
            .preferredFontDescriptor(withTextStyle: .largeTitle)
            .withSymbolicTraits(.traitBold)!
        return UIFont(descriptor: boldFontDescriptor, size: 0)
    }()
    
    static let postImageHeightRatio = 0.8
    
    static let titleFont: UIFont = {
        let descriptor = UIFontDescriptor
            .preferredFontDescriptor(withTextStyle: .title1)
            .withSymbolicTraits(.traitBold)!
        return UIFont(descriptor: descriptor, size: 0)
    }()
    
    static let subtitleFont: UIFont = {
        let descriptor = UIFontDescriptor
            .preferredFontDescriptor(withTextStyle: .title2)
            .withSymbolicTraits(.traitBold)!
        return UIFont(descriptor: descriptor, size: 0)
    }()
    
    static let likeCountFont: UIFont = {
        let descriptor = UIFontDescriptor
            .preferredFontDescriptor(withTextStyle: .subheadline)
            .withDesign(.monospaced)!
        return UIFont(descriptor: descriptor, size: 0)
    }()
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The section background view.
*/

import UIKit

class SectionBackgroundDecorationView: UICollectionReusableView {
    private var gradientLayer = CAGradientLayer()
    override init(frame: CGRect) {
        super.init(frame: frame)
        
        configure()
    }
    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

extension SectionBackgroundDecorationView {
    func configure() {
        gradientLayer.colors = [UIColor.systemBackground.withAlphaComponent(0).cgColor, UIColor.systemPink.withAlphaComponent(0.5).cgColor]
        layer.addSublayer(gradientLayer)
        gradientLayer.frame = layer.bounds
    }
    
    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = layer.bounds
    }
}
