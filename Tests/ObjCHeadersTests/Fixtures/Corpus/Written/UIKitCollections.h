// Written for MiniObjC's corpus in the style of iOS list and grid screens: a
// UICollectionView subclass and its cells and supplementary views, a flow layout subclass,
// a controller that is data source and delegate (flow-layout delegate, prefetching), and
// the orientation API (UIInterfaceOrientation, UIInterfaceOrientationMask) a controller and
// an application delegate override.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class PhotoItem;

@interface PhotoCell : UICollectionViewCell
@property (nonatomic, strong, readonly) UIImageView *thumbnailView;
@property (nonatomic, strong, readonly) UILabel *captionLabel;
@property (nonatomic, strong, nullable) PhotoItem *item;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, assign) CGFloat cornerRadius;
+ (NSString *)reuseIdentifier;
- (void)configureWithItem:(PhotoItem *)item atIndexPath:(NSIndexPath *)indexPath;
@end

@interface SectionHeaderView : UICollectionReusableView
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, assign) UIEdgeInsets titleInsets;
@end

@interface WaterfallLayout : UICollectionViewFlowLayout
@property (nonatomic, assign) NSUInteger columnCount;
@property (nonatomic, assign) UICollectionViewScrollDirection scrollDirection;
@property (nonatomic, assign) CGFloat minimumLineSpacing;
@property (nonatomic, copy) NSArray<UICollectionViewLayoutAttributes *> *cachedAttributes;
- (CGFloat)heightForItemAtIndexPath:(NSIndexPath *)indexPath width:(CGFloat)width;
@end

@interface PhotoGridView : UICollectionView
@property (nonatomic, assign) UICollectionViewScrollPosition preferredScrollPosition;
@property (nonatomic, weak, nullable) id<UICollectionViewDataSource> dataSource;
- (void)scrollToItem:(NSInteger)item animated:(BOOL)animated;
@end

@interface PhotoGridController : UIViewController <UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching>
@property (nonatomic, strong) PhotoGridView *collectionView;
@property (nonatomic, strong) WaterfallLayout *layout;
@property (nonatomic, copy) NSArray<NSArray<PhotoItem *> *> *sections;
@property (nonatomic, readonly) UIInterfaceOrientationMask supportedInterfaceOrientations;
@property (nonatomic, readonly) BOOL shouldAutorotate;
@property (nonatomic, assign) UIInterfaceOrientation lastOrientation;
- (void)reloadSection:(NSInteger)section;
@end

@interface GridCollectionController : UICollectionViewController
@property (nonatomic, assign) UICollectionElementCategory focusedCategory;
@end

@interface PhotoAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong, nullable) UIWindow *window;
@property (nonatomic, assign) UIInterfaceOrientationMask allowedOrientations;
@end

NS_ASSUME_NONNULL_END
