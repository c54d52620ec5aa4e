// The fields of a published site, for every form that publishes or edits one: '@bento/ui/publish'.
export {
  AcceptTermsField,
  SiteDescriptionField,
  SiteSlugField,
  SiteTitleField,
  type SiteTextFieldProps,
} from './SiteFields';
