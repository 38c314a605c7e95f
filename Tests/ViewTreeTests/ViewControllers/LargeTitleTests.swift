import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Large titles at run time (`PlatformProfile.navigationBarLargeTitle`, NavigationBar+LargeTitle.swift): the bar is 44 +
/// 52 = 96 pt while the top item shows one (Geoff Hackworth's iOS 11 measure; an iOS 13+ table under one on a 414 × 896
/// phone: `contentOffset: {0, -140}; …; adjustedContentInset: {140, 0, 34, 0}`), the children's safe area follows, and
/// the band collapses as the content scrolls up.
@Suite struct LargeTitleTests {
    /// A navigation controller on an iPhone X of `profile` whose bar prefers large titles, its root a table.
    private func shown(_ profile: PlatformProfile, configure: (TableViewController) -> Void = { _ in })
        -> (TestWorld, NavigationController, TableViewController) {
        let t = TestWorld(profile: profile, device: .iPhoneX)
        let list = TableViewController(style: .plain)
        list.title = "Journal"
        configure(list)
        let nav = NavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        t.show(nav)
        t.run(for: 0.1)
        return (t, nav, list)
    }

    private func largeTitleView(_ bar: NavigationBar) -> View? {
        bar.subviews.first { String(describing: type(of: $0)) == "_UINavigationBarLargeTitleView" }
    }

    @Test(arguments: [PlatformProfile.iOS11, .iOS13])
    func aRootItemShowsTheLargeTitleAndTheContentStartsBelowIt(profile: PlatformProfile) throws {
        let (t, nav, list) = shown(profile)
        _ = t
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 375, height: 96))
        // As the iOS 13+ dump's 140 on a 414 × 896 phone: the status bar's 44 plus the bar's 96.
        #expect(list.tableView.adjustedContentInset.top == 140)
        #expect(list.tableView.contentOffset.y == -140)
        #expect(list.view.safeAreaInsets.top == 140)
        let band = try #require(largeTitleView(bar))
        #expect(withoutAddresses(band.description)
                == "<_UINavigationBarLargeTitleView: 0x…; frame = (0 44; 375 52); clipsToBounds = YES; layer = <Layer: 0x…>>")
        let label = try #require(band.subviews.first as? Label)
        #expect(label.text == "Journal")
        #expect(label.font.pointSize == 34 && label.font.fontName.hasSuffix("-W0.4"))
        #expect(label.frame.minX == 16 && label.frame.maxY <= 52)
        // The content view keeps the top 44 pt; the small title waits there, transparent.
        let content = try #require(bar.titleLabel.superview)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(bar.titleLabel.alpha == 0)
        // The background covers the status bar and the whole bar; the hairline is under the band.
        let background = bar.subviews[0]
        #expect(background.frame == CGRect(x: 0, y: -44, width: 375, height: 140))
    }

    @Test(arguments: [PlatformProfile.iOS11, .iOS13])
    func theBandCollapsesAsTheContentScrollsUpAndComesBackAtTheTop(profile: PlatformProfile) throws {
        let (t, nav, list) = shown(profile) { $0.tableView.contentSize = CGSize(width: 375, height: 3000) }
        let bar = nav.navigationBar
        let table: TableView = list.tableView
        let band = try #require(largeTitleView(bar))
        table.contentOffset = CGPoint(x: 0, y: -120)   // 20 pt up
        t.run(for: 0.05)
        #expect(bar.frame.height == 76)
        #expect(table.adjustedContentInset.top == 120 && table.contentOffset.y == -120)
        #expect(band.frame == CGRect(x: 0, y: 44, width: 375, height: 32) && band.alpha == 1)
        table.contentOffset = CGPoint(x: 0, y: -100)   // 12 pt of band left: below the 16 at which it fades
        t.run(for: 0.05)
        #expect(bar.frame.height == 56 && band.alpha == 0 && bar.titleLabel.alpha == 1)
        table.contentOffset = CGPoint(x: 0, y: 200)    // far past: the bar is 44 pt
        t.run(for: 0.05)
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 88 && table.contentOffset.y == 200)
        #expect(list.view.safeAreaInsets.top == 88)
        table.contentOffset = CGPoint(x: 0, y: -140)   // back at the top: all of it
        t.run(for: 0.05)
        #expect(bar.frame.height == 96 && table.adjustedContentInset.top == 140 && band.alpha == 1)
    }

    /// `.never` on a pushed item shrinks the bar; `.automatic` follows the item below; a pop gives the revealed item
    /// its band as it was left.
    @Test func theDisplayModeOfEachItemDecidesAndAutomaticInherits() throws {
        let (t, nav, list) = shown(.iOS13) { $0.tableView.contentSize = CGSize(width: 375, height: 3000) }
        let bar = nav.navigationBar
        let detail = ViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        t.run(for: 0.1)
        #expect(bar.frame.height == 44 && detail.view.safeAreaInsets.top == 88)
        let deeper = ViewController()   // `.automatic` under `.never`: small
        nav.pushViewController(deeper, animated: true)
        t.run(for: 1)
        #expect(bar.frame.height == 44)
        let always = ViewController()
        always.navigationItem.largeTitleDisplayMode = .always
        nav.pushViewController(always, animated: false)
        t.run(for: 0.1)
        #expect(bar.frame.height == 96 && always.view.safeAreaInsets.top == 140)
        nav.popToRootViewController(animated: true)
        t.run(for: 1)
        #expect(bar.frame.height == 96 && list.tableView.contentOffset.y == -140)
        // A root scrolled half-way keeps its half band across a push and pop.
        list.tableView.contentOffset = CGPoint(x: 0, y: -114)
        t.run(for: 0.05)
        #expect(bar.frame.height == 70)
        nav.pushViewController(detail, animated: false)
        t.run(for: 0.1)
        #expect(bar.frame.height == 44)
        nav.popViewController(animated: false)
        t.run(for: 0.1)
        #expect(bar.frame.height == 70)
        // Changing the root's mode at run time applies at once.
        list.navigationItem.largeTitleDisplayMode = .never
        t.run(for: 0.05)
        #expect(bar.frame.height == 44 && list.tableView.adjustedContentInset.top == 88)
    }

    /// Before iOS 11 there are no large titles: the bar stays 44 pt and the parts are the era's.
    @Test func iOS10KeepsTheBarAt44() {
        let (t, nav, _) = shown(.iOS10)
        _ = t
        #expect(nav.navigationBar.frame.height == 44)
        #expect(largeTitleView(nav.navigationBar) == nil)
    }

    /// iOS 13+: the large-title view exists only while the bar prefers large titles, between the background and the
    /// content view; iOS 11–12 always have it, hidden with its empty label (`<_UINavigationBarLargeTitleView: …; frame =
    /// (0 0; 0 0); clipsToBounds = YES; hidden = YES; …>` over `<UILabel: …; frame = (0 0; 0 0);
    /// userInteractionEnabled = NO; …>`, a 2019 log).
    @Test func theLargeTitleViewComesAndGoesWithPrefersLargeTitles() throws {
        let (t, nav, _) = shown(.iOS13)
        let bar = nav.navigationBar
        #expect(subviewDumpNames(bar) == ["_UIBarBackground", "_UINavigationBarLargeTitleView", "_UINavigationBarContentView"])
        bar.prefersLargeTitles = false
        t.run(for: 0.05)
        #expect(subviewDumpNames(bar) == ["_UIBarBackground", "_UINavigationBarContentView"])
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1)

        let (t11, nav11, _) = shown(.iOS11)
        let bar11 = nav11.navigationBar
        bar11.prefersLargeTitles = false
        t11.run(for: 0.05)
        let hidden = try #require(largeTitleView(bar11))
        #expect(withoutAddresses(hidden.description)
                == "<_UINavigationBarLargeTitleView: 0x…; frame = (0 0; 0 0); clipsToBounds = YES; hidden = YES; layer = <Layer: 0x…>>")
        let label = try #require(hidden.subviews.first)
        #expect(withoutAddresses(label.description).hasPrefix("<Label: 0x…; frame = (0 0; 0 0); userInteractionEnabled = NO;"))
    }
}
