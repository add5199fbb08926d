/** Labels of the public site's content resources (blog, gallery, advisors, FAQs, contact). */
const category = {
  name: 'Name',
  name_bn: 'Name (Bangla)',
  slug: 'Slug',
  is_active: 'Active',
  position: 'Order',
};

export const siteContentResources = {
  'blog-category': { name: 'Blog category |||| Blog categories', fields: category },
  'gallery-category': { name: 'Gallery |||| Galleries', fields: category },
  'blog-post': {
    name: 'Blog post |||| Blog posts',
    fields: {
      title: 'Title',
      slug: 'Slug',
      category_id: 'Category',
      cover: 'Cover image',
      author_id: 'Author',
      published_at: 'Publish date',
      status: 'Status',
      excerpt: 'Excerpt',
      body: 'Body',
    },
  },
  'blog-comment': {
    name: 'Comment |||| Comments',
    fields: {
      blog_post_id: 'Post',
      name: 'Name',
      email: 'Email',
      body: 'Comment',
      status: 'Status',
    },
  },
  'gallery-image': {
    name: 'Gallery image |||| Gallery images',
    fields: { category_id: 'Gallery', image: 'Image', caption: 'Caption', position: 'Order' },
  },
  advisor: {
    name: 'Advisor |||| Advisors',
    fields: {
      name: 'Name',
      designation: 'Title or role',
      photo: 'Photo',
      bio: 'Biography',
      is_active: 'Active',
      position: 'Order',
    },
  },
  testimonial: {
    name: 'Testimonial |||| Testimonials',
    fields: {
      name: 'Name',
      designation: 'Role',
      photo: 'Photo',
      quote: 'Quote',
      rating: 'Rating (1–5)',
      is_active: 'Active',
      position: 'Order',
    },
  },
  faq: {
    name: 'FAQ |||| FAQs',
    fields: { question: 'Question', answer: 'Answer', is_active: 'Active', position: 'Order' },
  },
  'contact-request': {
    name: 'Contact request |||| Contact requests',
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
      is_handled: 'Handled',
      handled_at: 'Handled at',
      handled_by: 'Handled by',
      reply: 'Reply sent',
      replied_at: 'Replied at',
    },
  },
};

export const siteContentEnums = {
  categoryType: { 1: 'Gallery', 2: 'Blog' },
  commentStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
};

/** Texts of the content screens; merged under `app.siteContent`. */
export const siteContent = {
  comments: {
    title: 'Comments on this post',
    empty: 'No comments on this post yet.',
    approve: 'Approve',
    reject: 'Reject',
    moderated: 'Comments updated: %{count}',
  },
  gallery: {
    title: 'Images',
    add: 'Add images',
    uploading: 'Uploading…',
    added: 'Images added: %{count}',
    empty: 'No images in this gallery yet. Add some with the button above.',
    error: 'The images could not be loaded.',
    retry: 'Try again',
    caption: 'Caption',
    save_caption: 'Save caption',
    caption_saved: 'Caption saved',
    delete: 'Delete image',
    move: 'Drag to move image %{position}',
    hint: 'Drag the pictures into order (or focus a handle, press Space, move with the arrow keys and press Space again). The order is saved at once.',
    order_saved: 'Order saved',
  },
  editor: { upload_image: 'Upload a picture' },
  contact: {
    reply_title: 'Reply by e-mail',
    subject: 'Subject',
    message: 'Message',
    send: 'Send reply',
    sent: 'Reply sent to %{email}',
    previous: 'Last reply, sent %{date}',
  },
};
